import { readParts, type PartReading } from './part-reading';

const T0 = new Date('2026-11-18T12:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
/** Three sections of 20, 30 and 10 seconds' reading; part 3 has a check and never counts by reading. */
const reading = (index: number) => [20, 30, 10, null][index] ?? null;
const start: PartReading = { partsDone: [], open: null };

describe('document sections read as the server saw them (PRODUCT.md)', () => {
  it('counts a section open for its reading time once the next update comes', () => {
    const opened = readParts(start, 0, at(0), reading);
    expect(opened).toEqual({ partsDone: [], open: { index: 0, since: at(0) } });
    expect(readParts(opened, 1, at(20), reading)).toEqual({ partsDone: [0], open: { index: 1, since: at(20) } });
  });

  it('does not count a section left before its reading time', () => {
    const opened = readParts(start, 0, at(0), reading);
    expect(readParts(opened, 1, at(19), reading)).toEqual({ partsDone: [], open: { index: 1, since: at(19) } });
  });

  it('keeps a section’s time when it is reported again (a second tab, a reconnect)', () => {
    const opened = readParts(start, 1, at(0), reading);
    const again = readParts(opened, 1, at(10), reading);
    expect(again.open).toEqual({ index: 1, since: at(0) });
    expect(readParts(again, 2, at(30), reading).partsDone).toEqual([1]);
  });

  it('counts the open section on an update without a position (the last section, finished)', () => {
    const opened = readParts({ partsDone: [0, 1], open: null }, 2, at(0), reading);
    expect(readParts(opened, undefined, at(10), reading).partsDone).toEqual([0, 1, 2]);
  });

  it('never counts a part with a check, or one that does not exist, by reading', () => {
    expect(readParts(start, 3, at(0), reading).open).toBeNull();
    expect(readParts(start, 9, at(0), reading).open).toBeNull();
  });

  it('clicking through every section at once reads none', () => {
    let state = start;
    for (let index = 0; index < 3; index++) state = readParts(state, index, at(index), reading);
    expect(readParts(state, undefined, at(3), reading).partsDone).toEqual([]);
  });
});
