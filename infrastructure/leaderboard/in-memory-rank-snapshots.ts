/**
 * The ranks of each board as first read on a day, kept in this process: `change` compares today's
 * ranks with them. A restart forgets them (change is then 0 until the next day's snapshot).
 */
export class InMemoryRankSnapshots {
  private day: string | null = null;
  private readonly boards = new Map<string, Promise<Map<number, number>>>();

  /** The snapshot of `board` for `day`, taken with `load` the first time it is asked for that day. */
  ranksOn(day: string, board: string, load: () => Promise<Map<number, number>>): Promise<Map<number, number>> {
    if (this.day !== day) {
      this.day = day;
      this.boards.clear();
    }
    let ranks = this.boards.get(board);
    if (!ranks) {
      ranks = load();
      ranks.catch(() => this.boards.delete(board));
      this.boards.set(board, ranks);
    }
    return ranks;
  }
}
