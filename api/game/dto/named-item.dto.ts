import { ApiProperty } from '@nestjs/swagger';

/** An item of the catalogue as every answer names it: its id, its name and its icon. */
export abstract class NamedItemDto {
  @ApiProperty({ example: 'wood-plank' })
  itemId: string;

  @ApiProperty({ example: 'Wood Plank' })
  name: string;

  @ApiProperty({ example: '🪵' })
  icon: string;
}
