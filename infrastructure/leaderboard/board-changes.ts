import type { Board } from '../../domain/leaderboard/board';

/**
 * The bits of board_outbox.boards: which boards a student's change moved (the trigger of the
 * migration BoardOutboxBoards sets them). The level board ranks by XP too, so it moves with it.
 */
const MOVED_BY_CATEGORY: Record<Board['category'], number> = { global: 1, level: 1, streak: 2, tokens: 4, chests: 8 };

export const EVERY_BOARD = 15;

export function moves(changes: number, board: Board): boolean {
  return (changes & MOVED_BY_CATEGORY[board.category]) !== 0;
}
