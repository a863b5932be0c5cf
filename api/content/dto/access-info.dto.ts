import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min } from 'class-validator';
import { MAX_ID } from '../../common/id-param';

export const MAX_ACCESS_INFO_IDS = 100;

export class AccessInfoDto {
  @ApiProperty({ type: [Number], minItems: 1, maxItems: MAX_ACCESS_INFO_IDS, example: [12, 15] })
  @Max(MAX_ID, { each: true, message: 'contentIds must hold content ids' })
  @Min(1, { each: true, message: 'contentIds must hold content ids' })
  @IsInt({ each: true, message: 'contentIds must hold whole numbers' })
  @ArrayMaxSize(MAX_ACCESS_INFO_IDS, { message: `contentIds may hold at most ${MAX_ACCESS_INFO_IDS} ids` })
  @ArrayMinSize(1, { message: 'contentIds must hold at least one id' })
  @IsArray({ message: 'contentIds must be a list of content ids' })
  contentIds: number[];
}
