import { formatStudyTime } from './study-time';

describe("study time reads 'Xm' or 'Xh Ym' (spec §9)", () => {
  it.each([
    [0, '0m'],
    [45, '45m'],
    [59, '59m'],
    [60, '1h 0m'],
    [135, '2h 15m'],
    [-3, '0m'],
  ])('%i minutes read %s', (minutes, text) => {
    expect(formatStudyTime(minutes)).toBe(text);
  });
});
