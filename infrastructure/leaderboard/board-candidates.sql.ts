import { addDays } from '../../domain/shared/calendar';
import type { Board, EarnedCategory } from '../../domain/leaderboard/board';
import type { LocalDate } from '../../domain/shared/calendar';
import { TOKEN_EARNING_REASONS } from '../../domain/leaderboard/token-earnings';
import { MAX_SORTABLE_SCORE, SORT_KEY_EPOCH_MS, SORT_KEY_TIME_SPAN } from '../../domain/leaderboard/sort-key';
import type { SqlParams } from './sql-params';

/** Which students a board query covers besides "every student who has not opted out". */
export interface CandidateFilter {
  classId?: number | null;
  userIds?: readonly number[];
}

const HOUR_MS = 3_600_000;
const dayStartUtc = (date: string) => new Date(`${date}T00:00:00Z`).getTime();

/** Local dates run from UTC-12 to UTC+14: every instant that is a date from..to somewhere. */
function instantsCovering(from: string, to: string): [Date, Date] {
  return [new Date(dayStartUtc(from) - 14 * HOUR_MS), new Date(dayStartUtc(addDays(to, 1)) + 12 * HOUR_MS)];
}

const TOTALS: Record<Board['category'], { score: string; secondary: string; reached: string }> = {
  global: { score: 'g.xp', secondary: '0', reached: 'g.xp_reached_at' },
  level: { score: 'g.level', secondary: 'g.xp', reached: 'g.xp_reached_at' },
  streak: { score: 'g.current_streak', secondary: '0', reached: 'g.streak_reached_at' },
  tokens: { score: 'g.tokens_earned', secondary: '0', reached: 'g.tokens_reached_at' },
  chests: { score: 'g.chests_opened', secondary: '0', reached: 'g.chests_reached_at' },
};

/** Only students who have not opted out (student profiles exist for students only). */
const onBoard = (alias: string) => `JOIN student_profiles s ON s.user_id = ${alias}.user_id AND NOT s.leaderboard_opt_out`;

function filters(column: string, filter: CandidateFilter, params: SqlParams): string {
  let sql = '';
  if (filter.userIds) sql += ` AND ${column} = ANY(${params.add(filter.userIds, '::int[]')})`;
  if (filter.classId != null) sql += ` AND ${column} IN (SELECT student_id FROM class_members WHERE class_id = ${params.add(filter.classId, '::int')})`;
  return sql;
}

/**
 * The rows of a board, unordered: `user_id, score, secondary, reached_at` for every student who has
 * not opted out. All-time boards read the running totals (every student, zero included); period
 * boards read the ledgers and list the students who earned something in the period: XP by its
 * local date, earned tokens by the earner's local date, chests by their local date.
 */
export function boardCandidatesSql(board: Board, params: SqlParams, filter: CandidateFilter = {}): string {
  if (board.period === 'all-time') {
    const { score, secondary, reached } = TOTALS[board.category];
    return `SELECT g.user_id, ${score} AS score, ${secondary} AS secondary, ${reached} AS reached_at
      FROM gaming_profiles g ${onBoard('g')} WHERE true${filters('g.user_id', filter, params)}`;
  }
  return periodRowsSql(board.category, [{ index: 0, from: board.from, to: board.to }], params, filter);
}

/** A period of a board, and the index that names the board in the rows. */
export interface IndexedPeriod {
  index: number;
  from: LocalDate;
  to: LocalDate;
}

/**
 * The rows of several period boards of one category, unordered: `board` (the period's index),
 * `user_id`, `score`, `secondary`, `reached_at` for every student who has not opted out and earned
 * something in the period: XP by its local date, earned tokens by the earner's local date, chests by
 * their local date. With several periods each student's rows are read once, over the span of them all.
 */
export function periodRowsSql(category: EarnedCategory, periods: readonly IndexedPeriod[], params: SqlParams, filter: CandidateFilter = {}): string {
  const first = periods.reduce((earliest, period) => (period.from < earliest ? period.from : earliest), periods[0].from);
  const last = periods.reduce((latest, period) => (period.to > latest ? period.to : latest), periods[0].to);
  const from = params.add(first, '::date');
  const to = params.add(last, '::date');
  // One period is a plain range; several join the list of periods, each row counting in those it falls in.
  const inPeriod = (date: string) => {
    const where = `${date} BETWEEN ${from} AND ${to}`;
    if (periods.length === 1) return { board: String(periods[0].index), join: '', where };
    const list = periods.map((period) => `(${period.index}, ${params.add(period.from, '::date')}, ${params.add(period.to, '::date')})`).join(', ');
    return { board: 'p.board', join: ` JOIN (VALUES ${list}) AS p(board, period_from, period_to) ON ${date} BETWEEN p.period_from AND p.period_to`, where };
  };
  switch (category) {
    case 'global': {
      const period = inPeriod('l.local_date');
      return `SELECT ${period.board} AS board, l.user_id, sum(l.amount)::int AS score, 0 AS secondary, max(l.created_at) AS reached_at
        FROM xp_ledger l ${onBoard('l')}${period.join}
        WHERE ${period.where}${filters('l.user_id', filter, params)}
        GROUP BY 1, l.user_id HAVING sum(l.amount) > 0`;
    }
    case 'tokens': {
      const [start, end] = instantsCovering(first, last);
      const period = inPeriod('(t.created_at AT TIME ZONE u.time_zone)::date');
      return `SELECT ${period.board} AS board, t.user_id, sum(t.delta)::int AS score, 0 AS secondary, max(t.created_at) AS reached_at
        FROM token_ledger t ${onBoard('t')} JOIN users u ON u.id = t.user_id${period.join}
        WHERE t.delta > 0 AND t.reason = ANY(${params.add(TOKEN_EARNING_REASONS, '::text[]')})
          AND t.created_at >= ${params.add(start, '::timestamptz')} AND t.created_at < ${params.add(end, '::timestamptz')}
          AND ${period.where}${filters('t.user_id', filter, params)}
        GROUP BY 1, t.user_id`;
    }
    case 'chests': {
      const period = inPeriod('c.local_date');
      return `SELECT ${period.board} AS board, c.user_id, count(*)::int AS score, 0 AS secondary, max(c.opened_at) AS reached_at
        FROM daily_chests c ${onBoard('c')}${period.join}
        WHERE ${period.where}${filters('c.user_id', filter, params)}
        GROUP BY 1, c.user_id`;
    }
  }
}

/**
 * The rows of several all-time boards at once, read with one lookup per student:
 * `board` (the index in `categories`), `user_id`, `score`, `reached_at`.
 */
export function allTimeRowsSql(categories: ReadonlyArray<Board['category']>, params: SqlParams, filter: CandidateFilter = {}): string {
  const values = categories.map((category, index) => `(${index}, ${TOTALS[category].score}, ${TOTALS[category].reached})`).join(', ');
  return `SELECT b.board, g.user_id, b.score, b.reached_at
    FROM gaming_profiles g ${onBoard('g')}
    CROSS JOIN LATERAL (VALUES ${values}) AS b(board, score, reached_at)
    WHERE true${filters('g.user_id', filter, params)}`;
}

/** The board order: higher score, then higher secondary, then whoever reached it first, then user id. */
export const BOARD_ORDER = 'score DESC, secondary DESC, reached_at ASC, user_id ASC';

/**
 * The order of `boardSortKey` (then user id) over rows of `score` and `reached_at`: what a board kept
 * in Redis is built in. The key is computed as boardSortKey does, in doubles, so that past the scores
 * whose second it holds exactly it rounds the same way, and a tie it makes is broken by user id here too.
 */
export const SORT_KEY_ORDER =
  `(least(greatest(floor(extract(epoch FROM reached_at) - ${SORT_KEY_EPOCH_MS / 1000}), 0), ${SORT_KEY_TIME_SPAN - 1})::float8 ` +
  `- least(greatest(floor(score), 0), ${MAX_SORTABLE_SCORE})::float8 * ${SORT_KEY_TIME_SPAN}::float8) ASC, user_id ASC`;
