import fc from 'fast-check';
import { compareEntries } from './ranking';
import { boardSortKey, EXACT_SCORES, MAX_SORTABLE_SCORE, scoreOfSortKey, SORT_KEY_EPOCH_MS } from './sort-key';

const second = (iso: string) => new Date(iso);

describe('a single sortable number per board entry', () => {
  it('a higher score sorts first whenever it was reached', () => {
    expect(boardSortKey(11, second('2034-01-01T00:00:00Z'))).toBeLessThan(boardSortKey(10, second('2020-01-01T00:00:00Z')));
  });

  it('on equal scores the earlier second sorts first', () => {
    expect(boardSortKey(10, second('2026-03-01T10:00:00Z'))).toBeLessThan(boardSortKey(10, second('2026-03-01T10:00:01Z')));
  });

  it('the same second is a tie (the store then orders by user id)', () => {
    expect(boardSortKey(10, second('2026-03-01T10:00:00.100Z'))).toBe(boardSortKey(10, second('2026-03-01T10:00:00.900Z')));
  });

  it.each([0, 1, 99, 12_345, EXACT_SCORES - 1, EXACT_SCORES, 9_000_120, 2_000_000_000, MAX_SORTABLE_SCORE])('gives back score %i', (score) => {
    expect(scoreOfSortKey(boardSortKey(score, second('2026-03-01T10:00:00Z')))).toBe(score);
    expect(scoreOfSortKey(boardSortKey(score, second('2020-01-01T00:00:00Z')))).toBe(score);
    expect(scoreOfSortKey(boardSortKey(score, second('2053-12-31T00:00:00Z')))).toBe(score);
  });

  /** Entries of scores from `min` to `max`, each reached at a second from 2020 to 2051. */
  const entries = (min: number, max: number) => fc.record({ score: fc.integer({ min, max }), seconds: fc.integer({ min: 0, max: 1_000_000_000 }) });
  const at = (seconds: number) => new Date(SORT_KEY_EPOCH_MS + seconds * 1000);
  const keyOf = (entry: { score: number; seconds: number }) => boardSortKey(entry.score, at(entry.seconds));

  it('orders like the ranking rule whenever scores or seconds differ, and stays an exact integer', () => {
    const entry = entries(0, EXACT_SCORES - 1);
    fc.assert(
      fc.property(entry, entry, (a, b) => {
        const [ka, kb] = [keyOf(a), keyOf(b)];
        expect(Number.isSafeInteger(ka)).toBe(true);
        const rule = compareEntries({ userId: '1', score: a.score, reachedAt: at(a.seconds) }, { userId: '1', score: b.score, reachedAt: at(b.seconds) });
        expect(Math.sign(ka - kb)).toBe(Math.sign(rule));
        expect(scoreOfSortKey(ka)).toBe(a.score);
      }),
    );
  });

  it('orders scores past 8.4 million by score, never puts a later second first, and gives the score back', () => {
    const entry = entries(EXACT_SCORES - 2, MAX_SORTABLE_SCORE);
    fc.assert(
      fc.property(entry, entry, (a, b) => {
        const [ka, kb] = [keyOf(a), keyOf(b)];
        if (a.score !== b.score) expect(Math.sign(ka - kb)).toBe(Math.sign(b.score - a.score));
        else if (a.seconds < b.seconds) expect(ka).toBeLessThanOrEqual(kb);
        expect(scoreOfSortKey(ka)).toBe(a.score);
      }),
    );
  });

  it('keeps seconds four apart on 9 million, and sorts scores past the largest as the largest', () => {
    expect(boardSortKey(9_000_120, second('2026-03-01T10:00:00Z'))).toBeLessThan(boardSortKey(9_000_120, second('2026-03-01T10:00:04Z')));
    expect(boardSortKey(9_000_121, second('2034-01-01T00:00:00Z'))).toBeLessThan(boardSortKey(9_000_120, second('2020-01-01T00:00:00Z')));
    expect(boardSortKey(MAX_SORTABLE_SCORE + 10, second('2026-03-01T10:00:00Z'))).toBe(boardSortKey(MAX_SORTABLE_SCORE, second('2026-03-01T10:00:00Z')));
  });
});
