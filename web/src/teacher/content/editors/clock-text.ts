/**
 * Times as teachers type them: minutes:seconds ('2:30'), hours:minutes:seconds ('1:02:30') or plain
 * seconds ('90'). Null when the text is none of these.
 */
export function secondsOfClock(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const match = /^(?:(\d+):)?(\d+):([0-5]\d)$/.exec(trimmed);
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** Seconds as m:ss (or h:mm:ss from an hour on). */
export function clockOfSeconds(total: number): string {
  const whole = Math.max(0, Math.floor(total));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
