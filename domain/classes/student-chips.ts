export const CHIPS_SHOWN = 6;

/** The first `shown` students as chips, and '+N more' for the rest. */
export function chipOverflow<T>(students: readonly T[], shown = CHIPS_SHOWN): { shown: T[]; moreLabel: string | null } {
  const limit = Math.max(0, Math.floor(shown));
  const rest = students.length - limit;
  return { shown: students.slice(0, limit), moreLabel: rest > 0 ? `+${rest} more` : null };
}
