import { weeklyStudy, weeklyStudyStart } from './weekly-study';

describe('the week of study minutes on the analytics dashboard', () => {
  it('starts six days before today', () => {
    expect(weeklyStudyStart('2026-11-18')).toBe('2026-11-12');
    expect(weeklyStudyStart('2026-03-02')).toBe('2026-02-24');
  });

  it('shows seven days, oldest first, with 0 for days without study', () => {
    expect(weeklyStudy('2026-11-18', new Map([['2026-11-18', 25], ['2026-11-13', 4], ['2026-11-01', 99]]))).toEqual([
      { date: '2026-11-12', minutes: 0 },
      { date: '2026-11-13', minutes: 4 },
      { date: '2026-11-14', minutes: 0 },
      { date: '2026-11-15', minutes: 0 },
      { date: '2026-11-16', minutes: 0 },
      { date: '2026-11-17', minutes: 0 },
      { date: '2026-11-18', minutes: 25 },
    ]);
  });
});
