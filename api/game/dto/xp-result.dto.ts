import { ApiProperty } from '@nestjs/swagger';
import type { ItemDrop, XpResult } from '../../../application/game/xp-awarder';
import type { Rarity } from '../../../domain/game/rewards/rarity';
import { API_ENUMS } from '../../common/api-enums';
import { NamedItemDto } from './named-item.dto';

/** A stack of one material: an XP award's drop. */
export class ItemDropDto extends NamedItemDto implements ItemDrop {
  @ApiProperty(API_ENUMS.rarity)
  rarity: Rarity;

  @ApiProperty({ type: 'integer' })
  quantity: number;
}

/** The XP result of spec §3: xpGain, newXP, newLevel, leveledUp, itemDrop, plus the next level's XP and the rank. */
export class XpResultDto implements XpResult {
  @ApiProperty({ type: 'integer' })
  xpGain: number;

  @ApiProperty({ type: 'integer' })
  newXP: number;

  @ApiProperty({ type: 'integer' })
  newLevel: number;

  @ApiProperty()
  leveledUp: boolean;

  @ApiProperty({ type: 'integer' })
  nextLevelXP: number;

  @ApiProperty()
  rank: string;

  @ApiProperty({ type: () => ItemDropDto, nullable: true })
  itemDrop: ItemDropDto | null;
}
