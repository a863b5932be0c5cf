import { storedAvatar } from '../../domain/accounts/avatar';
import { canChangeTimeZone } from '../../domain/accounts/time-zone-change';
import { isValidTimeZone } from '../../domain/shared/calendar';
import type { LeaderboardIndex } from '../leaderboard/leaderboard-index.port';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { InvalidTimeZoneInputError, TimeZoneChangeLimitError } from './game.errors';
import type { StudentDetails } from './player';
import { lockPlayer } from './student-access';

export type StudentProfileChanges = Partial<StudentDetails> & { timeZone?: string };

/** Updates what a student may change of their profile; the time zone at most once a day. */
export class UpdateStudentProfileUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly leaderboard: LeaderboardIndex,
  ) {}

  async execute(command: { userId: number; changes: StudentProfileChanges }) {
    const now = this.clock.now();
    const { timeZone, ...details } = command.changes;
    if (typeof details.avatar === 'string') details.avatar = storedAvatar(details.avatar);
    const result = await this.unitOfWork.run(async (tx) => {
      const player = await lockPlayer(tx, command.userId);
      if (timeZone !== undefined && timeZone !== player.timeZone) {
        if (!isValidTimeZone(timeZone)) throw new InvalidTimeZoneInputError();
        const user = await tx.users.findById(player.userId);
        if (!canChangeTimeZone(user?.timeZoneChangedAt ?? null, now)) throw new TimeZoneChangeLimitError();
        await tx.users.setTimeZone(player.userId, timeZone, now);
      }
      await tx.players.updateDetails(player.userId, details);
      return { ...(await tx.players.details(player.userId)), timeZone: timeZone ?? player.timeZone };
    });
    // A board shows the avatar too: a refresh also drops the student's cached row.
    if (details.leaderboardOptOut !== undefined || details.avatar !== undefined) void this.leaderboard.refresh([command.userId]);
    return result;
  }
}
