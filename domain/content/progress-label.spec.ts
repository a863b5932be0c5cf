import { progressColour, progressLabel } from './progress-label';

describe('my-courses progress label (spec §2)', () => {
  it.each([
    [0, 'Not started'],
    [1, 'Just getting started'],
    [24, 'Just getting started'],
    [25, 'Making progress'],
    [49, 'Making progress'],
    [50, 'Halfway there'],
    [74, 'Halfway there'],
    [75, 'Almost done'],
    [99, 'Almost done'],
    [100, 'Completed'],
  ])('%i %% reads %s', (percent, label) => {
    expect(progressLabel(percent)).toBe(label);
  });
});

describe('the progress bar colour changes at 25, 50, 75 and 100', () => {
  it.each([
    [0, 'red'],
    [24, 'red'],
    [25, 'orange'],
    [50, 'yellow'],
    [75, 'blue'],
    [99, 'blue'],
    [100, 'green'],
  ])('%i %% is %s', (percent, colour) => {
    expect(progressColour(percent)).toBe(colour);
  });
});
