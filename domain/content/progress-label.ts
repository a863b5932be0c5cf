export type ProgressColour = 'red' | 'orange' | 'yellow' | 'blue' | 'green';

/** My-courses progress label (spec §2). */
export function progressLabel(percent: number): string {
  if (!(percent > 0)) return 'Not started';
  if (percent < 25) return 'Just getting started';
  if (percent < 50) return 'Making progress';
  if (percent < 75) return 'Halfway there';
  if (percent < 100) return 'Almost done';
  return 'Completed';
}

/** The bar colour changes at 25, 50, 75 and 100: red, orange, yellow, blue, then green when complete. */
export function progressColour(percent: number): ProgressColour {
  if (!(percent >= 25)) return 'red';
  if (percent < 50) return 'orange';
  if (percent < 75) return 'yellow';
  if (percent < 100) return 'blue';
  return 'green';
}
