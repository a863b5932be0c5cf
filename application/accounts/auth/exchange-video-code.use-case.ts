import type { UserRole } from '../../../domain/accounts/roles';
import { VIDEO_COURSES_AUDIENCE, videoCodeState } from '../../../domain/accounts/video-code';
import type { Clock } from '../../ports/clock.port';
import type { AccessTokenIssuer } from '../../ports/session-tokens.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import { AccountBlockedError } from './auth.errors';
import { VideoCodeExpiredError, VideoCodeInvalidError, VideoCodeUsedError } from './video-code.errors';
import { CodeGenerator } from './video-code';

export interface VideoCoursesSession {
  accessToken: string;
  expiresIn: number;
  user: { id: number; username: string; role: UserRole };
}

/**
 * The video courses app's server exchanges a code once, within its lifetime, for an access token of
 * its own audience, which this API refuses.
 */
export class ExchangeVideoCodeUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly codes: CodeGenerator,
    private readonly accessTokens: AccessTokenIssuer,
  ) {}

  async execute(command: { code: string }): Promise<VideoCoursesSession> {
    const digest = this.codes.digest(command.code);
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const code = await tx.videoCodes.findForUpdate(digest);
      if (!code) throw new VideoCodeInvalidError();
      const state = videoCodeState(code, now);
      if (state === 'used') throw new VideoCodeUsedError();
      if (state === 'expired') throw new VideoCodeExpiredError();
      const user = await tx.users.findById(code.userId);
      if (!user || !user.isActive) throw new VideoCodeInvalidError();
      if (user.blocked) throw new AccountBlockedError();
      await tx.videoCodes.markUsed(digest, now);
      const issued = this.accessTokens.issueForAudience({ userId: user.id, role: user.userRole }, VIDEO_COURSES_AUDIENCE);
      return { accessToken: issued.token, expiresIn: issued.expiresInSeconds, user: { id: user.id, username: user.username, role: user.userRole } };
    });
  }
}
