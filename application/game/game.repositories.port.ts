import type { CatalogueItem } from '../../domain/game/inventory/item';
import type { Recipe } from '../../domain/game/economy/catalogue';
import type { PeriodCounters } from '../../domain/game/challenges/challenge-templates';
import type { Period } from '../../domain/shared/calendar';
import type { ActivityTotals, DayCounters, DayIncrements, InventoryEntry, Player, StudentDetails } from './player';

/** A student's most recent day of activity, by local date. */
export interface LatestDay {
  date: string;
  counters: DayCounters;
}

export interface PlayerRepository {
  /** Locks the student's account and game rows; null when the user is not a student. */
  getForUpdate(userId: number): Promise<Player | null>;
  find(userId: number): Promise<Player | null>;
  /** Writes the game profile back; the *_reached_at tie-break times move only for scores that changed. */
  save(player: Player, now: Date): Promise<void>;
  details(userId: number): Promise<StudentDetails>;
  updateDetails(userId: number, changes: Partial<StudentDetails>): Promise<void>;
}

export interface LedgerRepository {
  /** Changes the balance and writes the ledger row in one statement pair; answers the new balance. */
  changeTokens(userId: number, delta: number, reason: string, reference: string | null): Promise<number>;
  /**
   * Pays tokens (delta > 0) to an account whose row the transaction has locked, so its new balance is
   * the locked one plus delta: the change travels with the transaction's next statement.
   */
  payTokens(userId: number, delta: number, reason: string, reference: string | null): Promise<void>;
  recordXp(userId: number, amount: number, source: string, reference: string | null, localDate: string): Promise<void>;
}

export interface ActivityRepository {
  totals(userId: number): Promise<ActivityTotals>;
  addToTotals(userId: number, increments: Partial<ActivityTotals>, now: Date): Promise<void>;
  day(userId: number, date: string): Promise<DayCounters>;
  /** The student's most recent day of activity; null before their first. */
  latest(userId: number): Promise<LatestDay | null>;
  addToDay(userId: number, date: string, increments: DayIncrements): Promise<void>;
  /**
   * The latest day holding client-reported XP, its amount, and `since`: when its first client XP was
   * counted, i.e. when that day's allowance was taken (null for days counted before this was kept).
   */
  lastClientXpDay(userId: number): Promise<{ date: string; clientXp: number; since: Date | null } | null>;
  /** Counts client-reported XP into the allowance of local date `date`; the first count of the day keeps `now`. */
  addClientXp(userId: number, date: string, amount: number, now: Date): Promise<void>;
  /** Sums the per-day counters of the local dates from..to (inclusive). */
  between(userId: number, from: string, to: string): Promise<PeriodCounters>;
}

export interface InventoryRepository {
  list(userId: number, now: Date): Promise<InventoryEntry[]>;
  getForUpdate(userId: number, inventoryItemId: number): Promise<InventoryEntry | null>;
  /** Quantities of never-expiring stacks by item id, locked for the transaction. */
  stacksForUpdate(userId: number, itemIds: readonly string[]): Promise<Record<string, number>>;
  add(userId: number, itemId: string, quantity: number, expiresAt: Date | null, now: Date): Promise<void>;
  /** Takes `quantity` from one inventory row (deleting it at zero). */
  take(inventoryItemId: number, quantity: number): Promise<void>;
  /** Takes from the never-expiring stack of an item. */
  takeFromStack(userId: number, itemId: string, quantity: number): Promise<void>;
}

export interface CatalogueRepository {
  item(itemId: string): Promise<CatalogueItem | null>;
  recipe(itemId: string): Promise<Recipe | null>;
  recipes(): Promise<Recipe[]>;
}

export interface ChestRepository {
  /** The latest chest: its local date and when it was opened. */
  lastOpened(userId: number): Promise<{ date: string; at: Date } | null>;
  /** Records today's chest; the unique key (user, local date) refuses a second one, at the latest when the transaction commits. */
  record(userId: number, localDate: string, reward: object, now: Date): Promise<void>;
}

export interface ActiveBoost {
  type: string;
  multiplier: number;
  endsAt: Date;
}

export interface BoostRepository {
  /** Boosts whose time has not run out at `now`. */
  active(userId: number, now: Date): Promise<ActiveBoost[]>;
  add(userId: number, type: string, multiplier: number, startsAt: Date, expiresAt: Date): Promise<void>;
}

export interface ChallengeClaimRepository {
  claimedIds(userId: number, period: Period, periodStart: string): Promise<string[]>;
  /** Each daily goal's (and the daily bonus's) latest claim since `since`: its day and when it was made. */
  lastDailyClaims(userId: number, since: Date): Promise<Array<{ goalId: string; date: string; at: Date }>>;
  /** Records a claim; the unique key refuses a second claim of the same goal in the same period. */
  record(userId: number, period: Period, periodStart: string, goalId: string, xpAwarded: number, now: Date): Promise<void>;
}
