import { lastInitial } from '../../domain/leaderboard/public-name';
import { studentRead } from '../game/student-read';

export const RECEIVED_CHALLENGES_LIMIT = 50;

/** Challenges other students sent this student, newest first; senders appear as boards show them (no e-mail, last initial only). */
export class GetReceivedChallengesUseCase extends studentRead(async (tx, player) => {
  const challenges = await tx.receivedChallenges.list(player.userId, RECEIVED_CHALLENGES_LIMIT);
  return challenges.map(({ from, ...challenge }) => ({
    ...challenge,
    from: { id: from.id, username: from.username, firstName: from.firstName, lastInitial: lastInitial(from.lastName), avatar: from.avatar },
  }));
}) {}
