import { mayMailResetLink, resetCodeExpiresAt, resetMailWindowStart } from '../../../domain/accounts/password-reset';
import type { Clock } from '../../ports/clock.port';
import type { Mailer } from '../../ports/mailer.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import { passwordResetMail } from './password-reset-mail';
import type { CodeGenerator } from './video-code';

/** Where the reset page is: the product's public address, without a trailing slash. */
export interface ResetLinkSettings {
  appUrl: string;
}

/** The page's address with the code in its fragment, which browsers never send to a server. */
export const resetLink = (appUrl: string, code: string) => `${appUrl.replace(/\/+$/, '')}/reset-password#code=${encodeURIComponent(code)}`;

/**
 * POST /auth/forgot-password: answers the same whether or not an account uses the e-mail. When one
 * does (and may still sign in), a single-use link valid for 30 minutes is stored by digest, replacing
 * its earlier unused codes, and mailed once the answer has gone: sending takes no part in its time.
 * At most three mails an hour go to one account; further requests answer the same and send nothing.
 */
export class RequestPasswordResetUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly codes: CodeGenerator,
    private readonly mailer: Mailer,
    private readonly settings: ResetLinkSettings,
    private readonly onMailFailure: (error: unknown) => void,
  ) {}

  async execute(command: { email: string }): Promise<void> {
    const now = this.clock.now();
    const code = this.codes.generate();
    const digest = this.codes.digest(code);
    const recipient = await this.unitOfWork.run(async (tx) => {
      const user = await tx.users.findByEmail(command.email);
      if (!user || !user.isActive || user.blocked) return null;
      if (!mayMailResetLink(await tx.passwordResetCodes.countMadeSince(user.id, 'email', resetMailWindowStart(now)))) return null;
      await tx.passwordResetCodes.replace({ digest, userId: user.id, kind: 'email', createdBy: user.id, createdAt: now, expiresAt: resetCodeExpiresAt('email', now) });
      return { email: user.email, username: user.username, firstName: user.firstName };
    });
    if (!recipient) return;
    const mail = passwordResetMail(recipient, resetLink(this.settings.appUrl, code));
    // Not awaited: the answer goes now, the same as for an unknown e-mail; a failure is reported aside.
    void this.mailer.send(mail).catch(this.onMailFailure);
  }
}
