import { BatchedLookup } from './batched-lookup';

/** A lookup over rows 1 to 100 (the value is the id times ten) that records each query's ids. */
function recordingLookup(fail = false) {
  const queries: number[][] = [];
  const lookup = new BatchedLookup<number>(async (ids) => {
    queries.push(ids);
    if (fail) throw new Error('the database is down');
    return new Map(ids.filter((id) => id <= 100).map((id) => [id, id * 10]));
  });
  return { lookup, queries };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchedLookup', () => {
  it('sends the ids asked for in one turn of the event loop in one query, each once', async () => {
    const { lookup, queries } = recordingLookup();
    const answers = await Promise.all([lookup.one(3), lookup.many([5, 3, 7]), lookup.one(200), lookup.many([])]);
    expect(answers).toEqual([30, [50, 30, 70], undefined, []]);
    expect(queries).toEqual([[3, 5, 7, 200]]);
  });

  it('starts a new query for ids asked for after the last one left', async () => {
    const { lookup, queries } = recordingLookup();
    const first = lookup.one(1);
    await nextTurn();
    const second = lookup.one(1);
    expect(await Promise.all([first, second])).toEqual([10, 10]);
    expect(queries).toEqual([[1], [1]]);
  });

  it('answers the ids in the order asked, leaving out those that have no row', async () => {
    const { lookup } = recordingLookup();
    expect(await lookup.many([9, 101, 2])).toEqual([90, 20]);
  });

  it('starts another query once one holds a thousand ids', async () => {
    const { lookup, queries } = recordingLookup();
    const ids = Array.from({ length: 1_001 }, (_, index) => index + 1);
    await Promise.all(ids.map((id) => lookup.one(id)));
    expect(queries.map((query) => query.length)).toEqual([1_000, 1]);
  });

  it('fails every caller of a query that failed, and the next query is tried afresh', async () => {
    const { lookup, queries } = recordingLookup(true);
    const results = await Promise.allSettled([lookup.one(1), lookup.many([2])]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await expect(lookup.one(3)).rejects.toThrow('the database is down');
    expect(queries).toEqual([[1, 2], [3]]);
  });
});
