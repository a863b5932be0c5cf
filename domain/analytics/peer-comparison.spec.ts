import { averagePerformance, PEER_COMPARISON_LIMIT } from './peer-comparison';

describe("peer comparison: a class's average progress beside the student's own", () => {
  it.each([
    [{ progressSum: 300, enrollmentCount: 4 }, { sum: 150, count: 2 }, { overall: 75, mine: 75 }],
    [{ progressSum: 100, enrollmentCount: 3 }, { sum: 20, count: 1 }, { overall: 33.3, mine: 20 }],
    [{ progressSum: 0, enrollmentCount: 0 }, { sum: 0, count: 0 }, { overall: 0, mine: 0 }], // nobody enrolled yet
  ])('%j and %j compare as %j', (classSums, own, performance) => {
    expect(averagePerformance(classSums, own)).toEqual(performance);
  });

  it('shows at most 5 classes', () => {
    expect(PEER_COMPARISON_LIMIT).toBe(5);
  });
});
