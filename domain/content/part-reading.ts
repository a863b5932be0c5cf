/** A part (a document's section, a step without a check) on screen since a time. */
export interface OpenPart {
  index: number;
  since: Date;
}

export interface PartReading {
  partsDone: number[];
  open: OpenPart | null;
}

/**
 * What an update tells of reading: the part open until now counts as read if it stayed open for its
 * reading time; then the reported part is the open one (its time runs from its first report, so
 * reporting it again keeps the time it has). `readingSecondsOf` answers null for a part that is not
 * counted by reading (a step with a check, or no such part).
 */
export function readParts(
  state: PartReading,
  reportedIndex: number | undefined,
  now: Date,
  readingSecondsOf: (index: number) => number | null,
): PartReading {
  const done = new Set(state.partsDone);
  const open = state.open;
  if (open) {
    const needed = readingSecondsOf(open.index);
    if (needed !== null && (now.getTime() - open.since.getTime()) / 1000 >= needed) done.add(open.index);
  }
  const partsDone = [...done].sort((a, b) => a - b);
  if (reportedIndex === undefined || reportedIndex === open?.index) return { partsDone, open };
  const countable = readingSecondsOf(reportedIndex) !== null && !done.has(reportedIndex);
  return { partsDone, open: countable ? { index: reportedIndex, since: now } : null };
}
