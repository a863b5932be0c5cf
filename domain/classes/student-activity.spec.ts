import { enrollmentStatusWord, isActiveStudent, studentActivityWord } from './student-activity';

const now = new Date('2026-03-10T12:00:00Z');

describe('a student is Active if last active within 7 days (spec §2)', () => {
  it.each([
    ['2026-03-10T08:00:00Z', true, 'Active'],
    ['2026-03-03T12:00:00Z', true, 'Active'], // exactly 7 days
    ['2026-03-03T11:59:59Z', false, 'Inactive'],
    [null, false, 'Inactive'], // never active
  ])('last active %p: active %p (%s)', (last, active, word) => {
    const lastActiveAt = last === null ? null : new Date(last);
    expect(isActiveStudent(lastActiveAt, now)).toBe(active);
    expect(studentActivityWord(lastActiveAt, now)).toBe(word);
  });
});

describe('enrollment status (spec §2)', () => {
  it.each([
    [{ completed: true, progress: 100 }, 'Complete'],
    [{ completed: true, progress: 80 }, 'Complete'],
    [{ completed: false, progress: 100 }, 'Complete'],
    [{ completed: false, progress: 1 }, 'In Progress'],
    [{ completed: false, progress: 0 }, 'Not Started'],
  ])('%j reads %s', (enrollment, word) => {
    expect(enrollmentStatusWord(enrollment)).toBe(word);
  });
});
