import { boardFor, followsCalendar } from '../../domain/leaderboard/board';
import type { LeaderboardCategory, LeaderboardPeriod } from '../../domain/leaderboard/categories';
import { hasMore, pageBounds } from '../../domain/leaderboard/paging';
import { lastInitial } from '../../domain/leaderboard/public-name';
import { NEIGHBOURHOOD_RADIUS, neighbourhood, rankChange } from '../../domain/leaderboard/ranking';
import { rankForLevel } from '../../domain/game/progression/rank';
import { localDate, resolveTimeZone } from '../../domain/shared/calendar';
import { UserNotFoundError } from '../accounts/auth/auth.errors';
import type { Clock } from '../ports/clock.port';
import type { LeaderboardIndex } from './leaderboard-index.port';
import type { BoardRow, BoardScope, BoardWindow, LeaderboardBoards } from './leaderboard-boards.port';
import { NotInClassError } from './leaderboard.errors';
import type { BoardMember, LeaderboardQueries, LeaderboardViewer } from './leaderboard-queries.port';

export interface LeaderboardRequest {
  userId: number;
  period: LeaderboardPeriod;
  category: LeaderboardCategory;
  page: number;
  limit: number;
  /** Only the students of this class (one of the viewer's). */
  classId: number | null;
  /** The viewer's neighbourhood (five above, five below) instead of a page. */
  aroundMe: boolean;
}

export interface LeaderboardEntry {
  rank: number;
  change: number;
  user: { id: number; username: string; firstName: string | null; lastName: string | null; avatar: string | null };
  stats: { level: number; xp: number; rank: string; currentStreak: number; tokensEarned: number; chestsOpened: number };
  totalScore: number;
}

export interface LeaderboardPage {
  entries: LeaderboardEntry[];
  userRank: number | null;
  pagination: { page: number; limit: number; total: number; hasMore: boolean };
  lastUpdated: string;
}

function toEntry(row: BoardRow, member: BoardMember): LeaderboardEntry {
  return {
    rank: row.rank,
    change: rankChange(row.previousRank, row.rank),
    user: { id: member.userId, username: member.username, firstName: member.firstName, lastName: lastInitial(member.lastName), avatar: member.avatar },
    stats: {
      level: member.level,
      xp: member.xp,
      rank: rankForLevel(member.level),
      currentStreak: member.currentStreak,
      tokensEarned: member.tokensEarned,
      chestsOpened: member.chestsOpened,
    },
    totalScore: row.score,
  };
}

/** A page of a board (or the viewer's neighbourhood on it), with the viewer's own rank (null when not on it). */
export class GetLeaderboardUseCase {
  constructor(
    private readonly boards: LeaderboardBoards,
    private readonly queries: LeaderboardQueries,
    private readonly clock: Clock,
    private readonly index: LeaderboardIndex,
  ) {}

  async execute(request: LeaderboardRequest): Promise<LeaderboardPage> {
    // Commands do not wait for the boards; a reader waits for what this instance has queued and for
    // their own latest change made anywhere, so a student always finds it. Whether one is pending is
    // read with the viewer's other facts when those are needed.
    const viewer = await this.viewer(request);
    await this.index.caughtUp(request.userId, viewer?.changePending);
    const today = localDate(this.clock.now(), resolveTimeZone(viewer?.timeZone ?? null));
    const scope: BoardScope = { board: boardFor(request.category, request.period, today), classId: request.classId };
    const bounds = pageBounds(request.page, request.limit);
    const window: BoardWindow = { offset: bounds.offset, limit: bounds.limit };
    // Around the viewer, or the page asked for when they are not on the board.
    const slice = request.aroundMe
      ? await this.boards.readAround(scope, request.userId, NEIGHBOURHOOD_RADIUS, window)
      : await this.boards.read(scope, window, request.userId);
    const around = request.aroundMe && slice.viewerRank !== null;
    const page = around ? Math.ceil(slice.viewerRank! / bounds.limit) : bounds.page;
    const members = new Map((await this.queries.members(slice.rows.map((row) => row.userId))).map((member) => [member.userId, member]));
    return {
      entries: slice.rows.flatMap((row) => {
        const member = members.get(row.userId);
        return member ? [toEntry(row, member)] : [];
      }),
      userRank: slice.viewerRank,
      pagination: {
        page,
        limit: bounds.limit,
        total: slice.total,
        hasMore: around ? neighbourhood(slice.viewerRank!, slice.total).toRank < slice.total : hasMore(page, bounds.limit, slice.total),
      },
      lastUpdated: slice.updatedAt.toISOString(),
    };
  }

  /**
   * The viewer, when the board depends on their calendar (period boards) or on their class, after
   * checking they belong to the class asked about. All-time boards need neither, which spares a
   * query: an opted-out viewer is simply not on any board.
   */
  private async viewer(request: LeaderboardRequest): Promise<LeaderboardViewer | null> {
    if (!followsCalendar(request.category, request.period) && request.classId === null) return null;
    const viewer = await this.queries.viewer(request.userId, request.classId);
    if (!viewer) throw new UserNotFoundError();
    if (request.classId !== null && !viewer.inClass) throw new NotInClassError();
    return viewer;
  }
}
