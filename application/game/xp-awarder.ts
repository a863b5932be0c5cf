import { pickMaterial } from '../../domain/game/economy/catalogue';
import { activeXpMultiplier } from '../../domain/game/inventory/boosts';
import { applyXp, finalXpAward } from '../../domain/game/progression/xp-award';
import { rollDrop } from '../../domain/game/rewards/drop';
import type { Rarity } from '../../domain/game/rewards/rarity';
import { localDate } from '../../domain/shared/calendar';
import type { RandomSource } from '../../domain/shared/random';
import type { Transaction } from '../ports/unit-of-work.port';
import type { ActiveBoost } from './game.repositories.port';
import type { Player } from './player';

export interface ItemDrop {
  itemId: string;
  name: string;
  icon: string;
  rarity: Rarity;
  quantity: number;
}

/** The XP result of spec §3: xpGain, newXP, newLevel, leveledUp, itemDrop (plus the next-level XP and rank). */
export interface XpResult {
  xpGain: number;
  newXP: number;
  newLevel: number;
  leveledUp: boolean;
  nextLevelXP: number;
  rank: string;
  itemDrop: ItemDrop | null;
}

/**
 * Pays XP the one way the product knows: streak bonus and active boost applied to the base,
 * level recomputed, a material drop rolled, one XP ledger row written. The caller holds the
 * player's lock and saves the player afterwards; a caller that already read the player's active
 * boosts (alongside reads of its own) passes them in.
 */
export class XpAwarder {
  constructor(private readonly random: RandomSource) {}

  async award(
    tx: Transaction,
    player: Player,
    base: number,
    source: string,
    reference: string | null,
    now: Date,
    boosts?: ActiveBoost[],
  ): Promise<XpResult> {
    const multiplier = activeXpMultiplier(boosts ?? (await tx.boosts.active(player.userId, now)), now);
    const xpGain = finalXpAward(base, player.currentStreak, multiplier);
    const applied = applyXp(player.xp, xpGain);
    if (xpGain > 0) await tx.ledger.recordXp(player.userId, xpGain, source, reference, localDate(now, player.timeZone));
    player.xp = applied.newXP;
    player.level = applied.newLevel;
    const itemDrop = xpGain > 0 ? await this.rollItemDrop(tx, player, now) : null;
    return {
      xpGain,
      newXP: applied.newXP,
      newLevel: applied.newLevel,
      leveledUp: applied.leveledUp,
      nextLevelXP: applied.nextLevelXP,
      rank: applied.rank,
      itemDrop,
    };
  }

  private async rollItemDrop(tx: Transaction, player: Player, now: Date): Promise<ItemDrop | null> {
    const rarity = rollDrop(player.currentStreak, player.level, this.random);
    if (!rarity) return null;
    const material = pickMaterial(rarity, this.random);
    await tx.inventory.add(player.userId, material.itemId, 1, null, now);
    await tx.activity.addToTotals(player.userId, { dropsReceived: 1 }, now);
    return { itemId: material.itemId, name: material.name, icon: material.icon, rarity: material.rarity, quantity: 1 };
  }
}
