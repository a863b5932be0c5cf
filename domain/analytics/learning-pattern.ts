import { DAY_PARTS, type DayPart } from '../shared/day-part';

export const LEARNING_PATTERN_LIMIT = 10;

/** Study seconds on one content item from one device in one part of the day. */
export interface StudySlice<Content extends { id: number }> {
  content: Content;
  deviceType: string;
  dayPart: DayPart;
  seconds: number;
}

export interface LearningPatternEntry<Content> {
  contentItem: Content;
  timeSpentSeconds: number;
  deviceType: string;
  studyPattern: DayPart;
}

/** The key with the most seconds; ties go to the key that sorts first. */
function mostUsed<K extends string>(seconds: Map<K, number>, order: (a: K, b: K) => number): K {
  return [...seconds.entries()].sort(([a, left], [b, right]) => right - left || order(a, b))[0][0];
}

/**
 * Where the student's study time went: the content items with the most time first (at most 10), each
 * with the device and the part of the day that took most of its time.
 */
export function learningPattern<Content extends { id: number }>(
  slices: ReadonlyArray<StudySlice<Content>>,
  limit = LEARNING_PATTERN_LIMIT,
): Array<LearningPatternEntry<Content>> {
  const byContent = new Map<number, { content: Content; total: number; devices: Map<string, number>; parts: Map<DayPart, number> }>();
  for (const slice of slices) {
    if (!(slice.seconds > 0)) continue;
    const entry = byContent.get(slice.content.id) ?? { content: slice.content, total: 0, devices: new Map(), parts: new Map() };
    entry.total += slice.seconds;
    entry.devices.set(slice.deviceType, (entry.devices.get(slice.deviceType) ?? 0) + slice.seconds);
    entry.parts.set(slice.dayPart, (entry.parts.get(slice.dayPart) ?? 0) + slice.seconds);
    byContent.set(slice.content.id, entry);
  }
  return [...byContent.values()]
    .sort((a, b) => b.total - a.total || a.content.id - b.content.id)
    .slice(0, Math.max(0, limit))
    .map((entry) => ({
      contentItem: entry.content,
      timeSpentSeconds: entry.total,
      deviceType: mostUsed(entry.devices, (a, b) => a.localeCompare(b)),
      studyPattern: mostUsed(entry.parts, (a, b) => DAY_PARTS.indexOf(a) - DAY_PARTS.indexOf(b)),
    }));
}
