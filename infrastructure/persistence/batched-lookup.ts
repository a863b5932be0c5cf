/** The most ids one query looks up; callers beyond it start the next query. */
const MAX_IDS = 1_000;

interface Gathering<Row> {
  ids: Set<number>;
  rows: Promise<Map<number, Row>>;
}

/**
 * Looks rows up by id for many callers at once: the ids asked for while one turn of the event loop
 * runs go to the database in one query, sent once that turn is over. Concurrent requests that each
 * need a row or two (a reader's own facts, a few students of a board) then share one statement and
 * one round trip instead of sending one each. Every caller asked before the query left, so each
 * sees what was committed before it asked.
 */
export class BatchedLookup<Row> {
  private open: Gathering<Row> | null = null;

  /** load answers the rows found among the ids, keyed by id. */
  constructor(private readonly load: (ids: number[]) => Promise<Map<number, Row>>) {}

  async one(id: number): Promise<Row | undefined> {
    return (await this.gatherInto([id])).get(id);
  }

  /** The rows found for these ids, in the order asked, without the ids that have none. */
  async many(ids: readonly number[]): Promise<Row[]> {
    if (ids.length === 0) return [];
    const found = await this.gatherInto(ids);
    return ids.flatMap((id) => {
      const row = found.get(id);
      return row === undefined ? [] : [row];
    });
  }

  private gatherInto(ids: readonly number[]): Promise<Map<number, Row>> {
    const gathering = this.open ?? this.start();
    for (const id of ids) gathering.ids.add(id);
    if (gathering.ids.size >= MAX_IDS) this.open = null;
    return gathering.rows;
  }

  private start(): Gathering<Row> {
    const ids = new Set<number>();
    const rows = new Promise<Map<number, Row>>((resolve, reject) => {
      setImmediate(() => {
        if (this.open === gathering) this.open = null;
        this.load([...ids]).then(resolve, reject);
      });
    });
    const gathering = { ids, rows };
    this.open = gathering;
    return gathering;
  }
}
