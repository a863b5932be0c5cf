/** 'Xh Ym' for a whole number of minutes (negative counts as 0): 192 -> '3h 12m', 60 -> '1h 0m'. */
export function hoursAndMinutes(totalMinutes: number): string {
  const minutes = Number.isFinite(totalMinutes) ? Math.max(0, Math.floor(totalMinutes)) : 0;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}
