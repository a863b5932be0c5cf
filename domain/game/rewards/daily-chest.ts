import { localDate, nextLocalMidnight, type LocalDate } from '../../shared/calendar';
import { dailyRewardState, settingOf, type TakenReward, type ZoneSetting } from '../../shared/fair-day';
import type { RandomSource } from '../../shared/random';
import { draw, pickRarity, RARITIES, RARITY_WEIGHTS, type Rarity } from './rarity';

/** 60 % of chests hold tokens, 40 % one material. */
export const CHEST_TOKEN_CHANCE_PERCENT = 60;
export const CHEST_TOKEN_BASE = 10;
export const CHEST_TOKENS_PER_LEVEL = 2;
export const CHEST_LEVEL_CAP = 20;
export const CHEST_TOKEN_RANDOM_MAX = 10;

export type ChestReward = { type: 'token'; amount: number } | { type: 'material'; rarity: Rarity };

/**
 * One chest per local day: it can be opened when none was opened yet, or the last one was opened on
 * an earlier local date. A last-opened date after today (the user moved west) means not yet.
 */
export function canOpenChest(lastOpenedOn: LocalDate | null, now: Date, timeZone: string): boolean {
  return lastOpenedOn === null || lastOpenedOn < localDate(now, timeZone);
}

/** When the next chest can be opened: the next local midnight. */
export function nextChestAt(now: Date, timeZone: string): Date {
  return nextLocalMidnight(now, timeZone);
}

export type DailyChestState = { today: LocalDate; canOpen: boolean; nextAvailableAt: Date };

/**
 * The chest status for `GET /student/chest/status`: `today` is the key of a chest opened now; when
 * it cannot be opened, `nextAvailableAt` is when it can (the next local midnight in the usual case);
 * when it can, it is `now`. With the instant of the last opening and the user's zone setting, a zone
 * change follows the fair-day rule: the day must have turned in the old and the new zone since
 * (domain/shared/fair-day.ts). With a date and a zone alone, only the date counts.
 */
export function dailyChestState(lastOpened: LocalDate | TakenReward | null, now: Date, setting: string | ZoneSetting): DailyChestState {
  const last = typeof lastOpened === 'string' ? { date: lastOpened, at: null } : lastOpened;
  const state = dailyRewardState(last, now, typeof setting === 'string' ? settingOf(setting) : setting);
  return { today: state.today, canOpen: state.available, nextAvailableAt: state.nextAvailableAt };
}

/**
 * The text on the disabled chest button: 'Xh Ym' when an hour or more is left, 'in Ym' under an
 * hour (at least 'in 1m' while any time is left), 'now' once the time has come, 'tomorrow' when
 * the next time is unknown. Minutes are whole minutes left, rounded down.
 */
export function chestCountdown(now: Date, nextAvailableAt: Date | null): string {
  if (nextAvailableAt === null) return 'tomorrow';
  const left = nextAvailableAt.getTime() - now.getTime();
  if (!(left > 0)) return 'now';
  const totalMinutes = Math.floor(left / 60_000);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours >= 1) return `${hours}h ${minutes}m`;
  return `in ${Math.max(1, minutes)}m`;
}

/** Token amount range at a level: `10 + 2 × min(level, 20)` plus 0..10. */
export function chestTokenRange(level: number): { min: number; max: number } {
  const capped = Math.min(Number.isFinite(level) ? Math.max(0, Math.floor(level)) : 0, CHEST_LEVEL_CAP);
  const min = CHEST_TOKEN_BASE + CHEST_TOKENS_PER_LEVEL * capped;
  return { min, max: min + CHEST_TOKEN_RANDOM_MAX };
}

/**
 * Rolls a chest: the first draw picks tokens (under 0.6) or a material; tokens then draw the
 * extra 0..10, a material draws its rarity by weight.
 */
export function rollChestReward(level: number, random: RandomSource): ChestReward {
  if (draw(random) * 100 < CHEST_TOKEN_CHANCE_PERCENT) {
    const { min } = chestTokenRange(level);
    return { type: 'token', amount: min + Math.floor(draw(random) * (CHEST_TOKEN_RANDOM_MAX + 1)) };
  }
  return { type: 'material', rarity: pickRarity(random) };
}

export type ChestOdds = {
  tokens: { percent: number; min: number; max: number };
  materials: { percent: number; rarities: Array<{ rarity: Rarity; percent: number }> };
};

/** The public chest odds at a level, from the same constants `rollChestReward` uses. */
export function chestOdds(level: number): ChestOdds {
  const materialPercent = 100 - CHEST_TOKEN_CHANCE_PERCENT;
  const total = RARITIES.reduce((sum, rarity) => sum + RARITY_WEIGHTS[rarity], 0);
  return {
    tokens: { percent: CHEST_TOKEN_CHANCE_PERCENT, ...chestTokenRange(level) },
    materials: {
      percent: materialPercent,
      rarities: RARITIES.map((rarity) => ({ rarity, percent: (materialPercent * RARITY_WEIGHTS[rarity]) / total })),
    },
  };
}
