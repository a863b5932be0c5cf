import { hoursAndMinutes } from './hours-minutes';

describe("'Xh Ym' text", () => {
  it.each([
    [192, '3h 12m'],
    [60, '1h 0m'],
    [59, '0h 59m'],
    [125.9, '2h 5m'],
    [-4, '0h 0m'],
  ])('%d minutes read %s', (minutes, text) => {
    expect(hoursAndMinutes(minutes)).toBe(text);
  });
});
