import { videoCodeExpiresAt } from '../../../domain/accounts/video-code';
import type { Clock } from '../../ports/clock.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import { UserNotFoundError } from './auth.errors';
import { CodeGenerator } from './video-code';

export interface IssuedVideoCode {
  code: string;
  expiresAt: Date;
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
