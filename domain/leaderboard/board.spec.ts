import { boardFor, boardId, followsCalendar } from './board';

describe('which board a viewer sees', () => {
  it.each([
    ['global', 'daily', '2026-03-05', '2026-03-05', '2026-03-05'],
    ['global', 'weekly', '2026-03-05', '2026-03-02', '2026-03-08'], // weeks start on Monday
    ['tokens', 'weekly', '2026-03-02', '2026-03-02', '2026-03-08'],
    ['chests', 'weekly', '2026-03-08', '2026-03-02', '2026-03-08'], // Sunday ends the week
    ['chests', 'monthly', '2026-02-14', '2026-02-01', '2026-02-28'],
    ['global', 'monthly', '2028-02-29', '2028-02-01', '2028-02-29'],
  ] as const)('%s %s on %s covers %s..%s', (category, period, today, from, to) => {
    expect(boardFor(category, period, today)).toEqual({ category, period, from, to });
  });

  it.each(['streak', 'level'] as const)('the %s board is a standing: every period shows the all-time board', (category) => {
    for (const period of ['all-time', 'daily', 'weekly', 'monthly'] as const) {
      expect(boardFor(category, period, '2026-03-05')).toEqual({ category, period: 'all-time', from: null, to: null });
    }
  });

  it.each([
    ['global', 'weekly', true],
    ['tokens', 'daily', true],
    ['chests', 'monthly', true],
    ['global', 'all-time', false],
    ['streak', 'weekly', false],
    ['level', 'daily', false],
  ] as const)('%s %s follows the viewer calendar: %p', (category, period, follows) => {
    expect(followsCalendar(category, period)).toBe(follows);
  });

  it('all-time boards rank totals', () => {
    expect(boardFor('tokens', 'all-time', '2026-03-05')).toEqual({ category: 'tokens', period: 'all-time', from: null, to: null });
  });

  it('names boards so that each period has its own', () => {
    expect(boardId(boardFor('global', 'all-time', '2026-03-05'))).toBe('global');
    expect(boardId(boardFor('global', 'weekly', '2026-03-05'))).toBe('global:weekly:2026-03-02');
    expect(boardId(boardFor('global', 'weekly', '2026-03-09'))).toBe('global:weekly:2026-03-09');
    expect(boardId(boardFor('streak', 'daily', '2026-03-05'))).toBe('streak');
  });
});
