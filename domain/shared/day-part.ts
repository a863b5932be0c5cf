import { localHour } from './calendar';

export const DAY_PARTS = ['morning', 'afternoon', 'evening', 'night'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** The part of the day on the user's own clock: morning 5–12, afternoon 12–17, evening 17–22, night 22–5. */
export function dayPartAt(now: Date, timeZone: string): DayPart {
  const hour = localHour(now, timeZone);
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 22) return 'evening';
  return 'night';
}
