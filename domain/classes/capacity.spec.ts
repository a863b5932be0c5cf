import fc from 'fast-check';
import { activeEstimate, assertCapacityHolds, assertRoomFor, capacityUsage, ClassFullError, DEFAULT_CLASS_CAPACITY, hasRoom } from './capacity';

describe('class capacity (spec §2, §9)', () => {
  it('default capacity is 30', () => {
    expect(DEFAULT_CLASS_CAPACITY).toBe(30);
  });

  it.each([
    [15, 30, 50],
    [10, 30, 33],
    [20, 30, 67],
    [30, 30, 100],
    [45, 30, 100], // capped at 100
    [0, 30, 0],
    [5, 0, 0],
  ])('%i students of %i is %i %% capacity usage', (students, capacity, usage) => {
    expect(capacityUsage(students, capacity)).toBe(usage);
  });

  it('capacity usage is never above 100 nor below 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 100_000 }), fc.integer({ min: -10, max: 10_000 }), (students, capacity) => {
        const usage = capacityUsage(students, capacity);
        expect(usage).toBeGreaterThanOrEqual(0);
        expect(usage).toBeLessThanOrEqual(100);
      }),
    );
  });

  it.each([
    [10, 6],
    [7, 4], // 4.2 rounded down
    [1, 0],
    [0, 0],
  ])('%i students show an Active (7d) estimate of %i (60 %, rounded down)', (students, active) => {
    expect(activeEstimate(students)).toBe(active);
  });

  it('a full class refuses another student with CLASS_FULL', () => {
    expect(hasRoom(29, 30)).toBe(true);
    expect(hasRoom(30, 30)).toBe(false);
    expect(() => assertRoomFor(29, 30)).not.toThrow();
    expect(() => assertRoomFor(30, 30)).toThrow(ClassFullError);
    expect(() => assertRoomFor(30, 30)).toThrow(expect.objectContaining({ code: 'CLASS_FULL' }));
  });
});

describe('a lowered capacity still holds the students in the class', () => {
  it.each([
    [12, 12, true],
    [12, 30, true],
    [12, 11, false],
    [0, 1, true],
  ])('%i students, capacity %i: allowed %p', (students, capacity, allowed) => {
    const check = () => assertCapacityHolds(students, capacity);
    if (allowed) expect(check).not.toThrow();
    else expect(check).toThrow(expect.objectContaining({ code: 'CAPACITY_BELOW_STUDENTS', message: `The capacity cannot be lower than the ${students} students already in this class.` }));
  });
});
