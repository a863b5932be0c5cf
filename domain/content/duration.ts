import { hoursAndMinutes } from '../shared/hours-minutes';

/** Content duration: 'N min' under 60 minutes, otherwise 'Xh Ym'. */
export function formatDuration(minutes: number): string {
  const whole = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  return whole < 60 ? `${whole} min` : hoursAndMinutes(whole);
}
