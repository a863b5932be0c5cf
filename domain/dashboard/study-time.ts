import { hoursAndMinutes } from '../shared/hours-minutes';

/** Study time: 'Xm' under an hour, otherwise 'Xh Ym'. Minutes are rounded to whole minutes. */
export function formatStudyTime(minutes: number): string {
  const whole = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  return whole < 60 ? `${whole}m` : hoursAndMinutes(whole);
}
