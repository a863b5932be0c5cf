import { studyDeviceType } from './device-type';

describe('the device a study session is counted under', () => {
  it.each([
    ['desktop', 'desktop'],
    ['mobile', 'mobile'],
    ['Tablet', 'tablet'],
    [' smart-tv ', 'smart-tv'],
    ['x'.repeat(30), 'x'.repeat(30)],
    ['x'.repeat(31), 'unknown'], // too long
    ['', 'unknown'],
    ['iPhone 15', 'unknown'], // only letters and dashes
    ['<script>', 'unknown'],
    ['desk\u0000top', 'unknown'],
    [undefined, 'unknown'],
    [['mobile', 'desktop'], 'unknown'], // a repeated header
  ])('%j counts as %s', (header, device) => {
    expect(studyDeviceType(header)).toBe(device);
  });
});
