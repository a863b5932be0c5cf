import { dataExportFileName } from './data-export';

describe('the personal-data export file', () => {
  it.each([
    ['maya_lee', '2026-05-04T23:30:00Z', 'questlearn-data-maya_lee-2026-05-04.json'],
    ['Sam.Rivers-2', '2026-01-01T00:00:00Z', 'questlearn-data-Sam.Rivers-2-2026-01-01.json'],
    ['a"b/c\\d', '2026-01-01T00:00:00Z', 'questlearn-data-a_b_c_d-2026-01-01.json'],
    ['', '2026-01-01T00:00:00Z', 'questlearn-data-account-2026-01-01.json'],
  ])('for %s exported at %s is %s', (username, at, name) => {
    expect(dataExportFileName(username, new Date(at))).toBe(name);
  });
});
