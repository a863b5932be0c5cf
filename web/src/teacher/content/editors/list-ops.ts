/** The list with the entry at `from` moved to `to` (both within the list). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export const without = <T>(items: readonly T[], index: number): T[] => items.filter((_, position) => position !== index);

export function inserted<T>(items: readonly T[], index: number, item: T): T[] {
  const next = [...items];
  next.splice(index, 0, item);
  return next;
}

export const replaced = <T>(items: readonly T[], index: number, item: T): T[] => items.map((entry, position) => (position === index ? item : entry));

/** Where the chosen answer goes when its choices are reordered: it follows its choice. */
export function answerAfterMove(answer: number | undefined, from: number, to: number): number | undefined {
  if (answer === undefined) return undefined;
  if (answer === from) return to;
  if (from < answer && to >= answer) return answer - 1;
  if (from > answer && to <= answer) return answer + 1;
  return answer;
}

/** The chosen answer after a choice is deleted: none when it was that choice, else it follows its choice. */
export function answerAfterRemove(answer: number | undefined, removed: number): number | undefined {
  if (answer === undefined || answer === removed) return undefined;
  return answer > removed ? answer - 1 : answer;
}

/** The chosen answer after a choice is put back at `index` (an undo). */
export const answerAfterInsert = (answer: number | undefined, index: number): number | undefined => (answer !== undefined && answer >= index ? answer + 1 : answer);
