export const CHIPS_SHOWN = 6;

/**
 * The chips of a class whose first students only are at hand: up to `shown` of them, and '+N more'
 * for the rest of its `total` students.
 */
export function previewChips<T>(firstStudents: readonly T[], total: number, shown = CHIPS_SHOWN): { shown: T[]; moreLabel: string | null } {
  const chips = firstStudents.slice(0, Math.max(0, Math.floor(shown)));
  const rest = Math.max(0, Math.floor(total)) - chips.length;
  return { shown: chips, moreLabel: rest > 0 ? `+${rest} more` : null };
}
