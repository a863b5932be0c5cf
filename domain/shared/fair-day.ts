import { addDays, daysBetween, localDate, nextLocalMidnight, startOfLocalDay, type LocalDate } from './calendar';

/**
 * Days are the user's days (PRODUCT.md, principle 3), and a day is never counted twice because of a
 * time-zone change. A daily reward (the chest, the day's client-XP allowance, a streak step, a daily
 * goal) is keyed by the user's local date; after a change it is available again only once the day has
 * turned in both the zone it was taken in and the current zone since it was taken.
 */

/** The user's zone, and the zone before the last change (registration counts as a change). */
export interface ZoneSetting {
  timeZone: string;
  /** The zone before the last change; null when unknown (accounts older than this rule). */
  previousTimeZone: string | null;
  /** When the zone was last set (the registration or the last change); null when unknown. */
  changedAt: Date | null;
}

/** A daily reward as taken: its key (the local date it counted for) and when it was taken. */
export interface TakenReward {
  date: LocalDate;
  /** When it was taken; null when unknown, and then only the date counts (the rule before changes). */
  at: Date | null;
}

/** A setting with no change to consider: the zone has always been `timeZone`. */
export const settingOf = (timeZone: string): ZoneSetting => ({ timeZone, previousTimeZone: null, changedAt: null });

/**
 * No local day lasts this long, so once this much time has passed since the last change, a reward
 * taken before it has seen a day turn in every zone: the old zone no longer matters.
 */
export const ZONE_CHANGE_MATTERS_FOR_MS = 48 * 60 * 60 * 1000;

/** True when the last change was to another zone and recent enough for the old zone to matter at `now`. */
export function zoneChangeMatters(setting: ZoneSetting, now: Date): boolean {
  return (
    setting.previousTimeZone !== null &&
    setting.previousTimeZone !== setting.timeZone &&
    setting.changedAt !== null &&
    now.getTime() - setting.changedAt.getTime() < ZONE_CHANGE_MATTERS_FOR_MS
  );
}

/** The zones whose day must have turned since `takenAt`: the zone it was taken in, and the current one. */
export function zonesSince(setting: ZoneSetting, takenAt: Date): string[] {
  const { timeZone, previousTimeZone, changedAt } = setting;
  const takenBeforeChange = changedAt !== null && takenAt.getTime() < changedAt.getTime();
  return takenBeforeChange && previousTimeZone !== null && previousTimeZone !== timeZone ? [previousTimeZone, timeZone] : [timeZone];
}

/**
 * How many local days have begun since the reward was taken, counted fairly: the fewest of the days
 * from its date to today's date in the current zone, and of the days begun since it was taken in each
 * zone of `zonesSince`. Without a change this is just `today − date`. 1 or more: the reward is due
 * again; 1 also means "yesterday" for a streak.
 */
export function daysTurnedSince(taken: TakenReward, now: Date, setting: ZoneSetting): number {
  let days = daysBetween(taken.date, localDate(now, setting.timeZone));
  if (taken.at === null) return days;
  for (const zone of zonesSince(setting, taken.at)) {
    days = Math.min(days, daysBetween(localDate(taken.at, zone), localDate(now, zone)));
  }
  return days;
}

export type DailyRewardState = {
  /** Today's local date in the current zone: the key of a reward taken now. */
  today: LocalDate;
  available: boolean;
  /** When it is available again: `now` when it already is. */
  nextAvailableAt: Date;
};

/**
 * Whether a daily reward can be taken at `now`, given the last one taken (null: never). When it
 * cannot, `nextAvailableAt` is the first instant at which today's date has passed the last one's and
 * the day has turned in each zone since: the next local midnight when the zone never changed.
 */
export function dailyRewardState(last: TakenReward | null, now: Date, setting: ZoneSetting): DailyRewardState {
  const today = localDate(now, setting.timeZone);
  if (last === null || daysTurnedSince(last, now, setting) >= 1) return { today, available: true, nextAvailableAt: new Date(now.getTime()) };
  let next = startOfLocalDay(addDays(last.date, 1), setting.timeZone).getTime();
  if (last.at !== null) {
    for (const zone of zonesSince(setting, last.at)) next = Math.max(next, nextLocalMidnight(last.at, zone).getTime());
  }
  return { today, available: false, nextAvailableAt: new Date(Math.max(next, now.getTime())) };
}

/**
 * No reward taken longer ago than this can still hold a new one back: by then its date lies before
 * today's in every zone and the day has turned everywhere since.
 */
export const PENDING_REWARD_LOOKBACK_MS = 4 * 24 * 60 * 60 * 1000;

/**
 * The day a counted daily allowance (client-reported XP) goes to at `now`: the last day that
 * took one, while a new day's allowance is not due yet, otherwise today.
 */
export function allowanceDay(last: TakenReward | null, now: Date, setting: ZoneSetting): LocalDate {
  const state = dailyRewardState(last, now, setting);
  return state.available || last === null ? state.today : last.date;
}
