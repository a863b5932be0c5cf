import type { UserRole } from '../../domain/accounts/roles';
import { VIDEO_COURSES_AUDIENCE, videoCodeExpiresAt, videoCodeState } from '../../domain/accounts/video-code';
import type { Clock } from '../ports/clock.port';
import type { AccessTokenIssuer, RefreshTokenGenerator } from '../ports/session-tokens.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { AccountBlockedError, UserNotFoundError } from './auth.errors';
import { VideoCodeExpiredError, VideoCodeInvalidError, VideoCodeUsedError } from './video-code.errors';

/** Random codes and their digests: the same 32 random bytes and SHA-256 as the refresh tokens. */
export type CodeGenerator = Pick<RefreshTokenGenerator, 'generate' | 'digest'>;

export interface IssuedVideoCode {
  code: string;
  expiresAt: Date;
}

export interface VideoCoursesSession {
  accessToken: string;
  expiresIn: number;
  user: { id: number; username: string; role: UserRole };
}

/**
 * A code the browser hands to the video courses app instead of the access token, which would land in
 * the browser's history and the app's server logs. Only its digest is stored.
 */
export class IssueVideoCodeUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly codes: CodeGenerator,
  ) {}

  async execute(command: { userId: number }): Promise<IssuedVideoCode> {
    const code = this.codes.generate();
    const expiresAt = videoCodeExpiresAt(this.clock.now());
    await this.unitOfWork.run(async (tx) => {
      const user = await tx.users.findById(command.userId);
      if (!user) throw new UserNotFoundError();
      await tx.videoCodes.add({ digest: this.codes.digest(code), userId: user.id, expiresAt });
    });
    return { code, expiresAt };
  }
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
