import { formatDuration } from './duration';

describe('content duration: minutes, or hours and minutes at 60 or more (spec §2)', () => {
  it.each([
    [10, '10 min'],
    [59, '59 min'],
    [60, '1h 0m'],
    [95, '1h 35m'],
  ])('%i minutes read %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});
