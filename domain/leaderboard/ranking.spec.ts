import fc from 'fast-check';
import { compareEntries, levelBoardScore, medalFor, neighbourhood, rankChange, rankEntries, type BoardEntry } from './ranking';

const entry = (userId: string, score: number, reachedAt: string, secondary?: number): BoardEntry => ({
  userId,
  score,
  secondary,
  reachedAt: new Date(reachedAt),
});

describe('ranking a board', () => {
  it('higher score ranks first', () => {
    const ranked = rankEntries([entry('a', 10, '2026-03-01'), entry('b', 30, '2026-03-01'), entry('c', 20, '2026-03-01')]);
    expect(ranked.map((e) => [e.userId, e.rank])).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 3],
    ]);
  });

  it('a tie goes to whoever reached the score first', () => {
    const ranked = rankEntries([entry('late', 50, '2026-03-02T10:00:00Z'), entry('early', 50, '2026-03-01T10:00:00Z')]);
    expect(ranked.map((e) => e.userId)).toEqual(['early', 'late']);
  });

  it('on the level board, the same level is ordered by XP before time', () => {
    const a = { userId: 'a', ...levelBoardScore(12, 1150), reachedAt: new Date('2026-03-01') };
    const b = { userId: 'b', ...levelBoardScore(12, 1190), reachedAt: new Date('2026-03-05') };
    const c = { userId: 'c', ...levelBoardScore(13, 1200), reachedAt: new Date('2026-03-09') };
    expect(rankEntries([a, b, c]).map((e) => e.userId)).toEqual(['c', 'b', 'a']);
  });

  it('a full tie falls back to the user id, so the order is always the same', () => {
    expect(compareEntries(entry('x', 1, '2026-03-01'), entry('y', 1, '2026-03-01'))).toBeLessThan(0);
  });

  it('ranks are 1..n with no gaps whatever the scores', () => {
    const entries = fc.array(
      fc.record({ userId: fc.uuid(), score: fc.nat(100), secondary: fc.nat(5), reachedAt: fc.date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }) }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(entries, (list) => {
        const ranked = rankEntries(list);
        expect(ranked.map((e) => e.rank)).toEqual(list.map((_, index) => index + 1));
        for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1].score).toBeGreaterThanOrEqual(ranked[i].score);
      }),
    );
  });

  it.each([
    [1, 'gold'],
    [2, 'silver'],
    [3, 'bronze'],
    [4, null],
    [50, null],
  ])('rank %i gets medal %p', (rank, medal) => {
    expect(medalFor(rank)).toBe(medal);
  });

  it.each([
    [null, 4, 0], // no snapshot a day earlier
    [7, 4, 3], // up three places
    [2, 5, -3],
  ])('from rank %p yesterday to %i today the change is %i', (before, now, change) => {
    expect(rankChange(before, now)).toBe(change);
  });

  it.each([
    [20, 100, { fromRank: 15, toRank: 25 }], // five above and five below
    [2, 100, { fromRank: 1, toRank: 7 }],
    [98, 100, { fromRank: 93, toRank: 100 }],
  ])('the neighbourhood of rank %i among %i is %j', (rank, total, expected) => {
    expect(neighbourhood(rank, total)).toEqual(expected);
  });
});
