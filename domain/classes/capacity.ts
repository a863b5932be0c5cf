import { DomainError } from '../shared/domain-error';

export const DEFAULT_CLASS_CAPACITY = 30;
export const MIN_CLASS_CAPACITY = 1;
/** The 'Active (7d)' tile is a placeholder estimate: 60 % of the students. */
export const ACTIVE_ESTIMATE_SHARE = 0.6;

export class ClassFullError extends DomainError {
  readonly code = 'CLASS_FULL';
  constructor(readonly capacity: number) {
    super(`This class is full (capacity ${capacity})`);
  }
}

/** Capacity usage: students over capacity as a rounded percent, at most 100 (0 for no capacity). */
export function capacityUsage(studentCount: number, capacity: number): number {
  if (!(capacity > 0) || !(studentCount > 0)) return 0;
  return Math.min(100, Math.round((studentCount / capacity) * 100));
}

/** `floor(0.6 × students)`. */
export function activeEstimate(studentCount: number): number {
  return Math.floor((Math.max(0, studentCount) * 6) / 10);
}

/** True while another student fits. */
export function hasRoom(studentCount: number, capacity: number): boolean {
  return studentCount < capacity;
}

/** Throws CLASS_FULL when `adding` more students would exceed the capacity. */
export function assertRoomFor(studentCount: number, capacity: number, adding = 1): void {
  if (studentCount + adding > capacity) throw new ClassFullError(capacity);
}

export class CapacityBelowStudentsError extends DomainError {
  readonly code = 'CAPACITY_BELOW_STUDENTS';
  constructor(readonly studentCount: number) {
    super(`The capacity cannot be lower than the ${studentCount} students already in this class.`, {
      capacity: `At least ${studentCount} (the students already in this class)`,
    });
  }
}

/** A class's capacity may not fall below the students it already holds. */
export function assertCapacityHolds(studentCount: number, capacity: number): void {
  if (capacity < studentCount) throw new CapacityBelowStudentsError(studentCount);
}
