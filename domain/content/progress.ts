/** A progress update adds at most this many seconds of study time. */
export const MAX_SECONDS_PER_PROGRESS_UPDATE = 3600;

const clampPercent = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0);

/** The new progress percent: never below the previous one, always within 0..100. */
export function nextProgress(previousPercent: number, reportedPercent: number): number {
  return Math.max(clampPercent(previousPercent), clampPercent(reportedPercent));
}

/** Seconds counted from one update: whole seconds within 0..3600. */
export function boundSecondsSpent(seconds: number): number {
  return Number.isFinite(seconds) ? Math.min(MAX_SECONDS_PER_PROGRESS_UPDATE, Math.max(0, Math.floor(seconds))) : 0;
}

/** An update completes the enrollment when it reaches 100 % for the first time. */
export function completesNow(previousPercent: number, nextPercent: number, alreadyCompleted: boolean): boolean {
  return !alreadyCompleted && clampPercent(previousPercent) < 100 && nextPercent >= 100;
}
