import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EraseDueAccountsUseCase } from '../../../application/accounts/erase-due-accounts.use-case';
import { ForgetPastViewsUseCase } from '../../../application/content/forget-past-views.use-case';
import { SweepPasswordResetCodesUseCase } from '../../../application/accounts/auth/sweep-password-reset-codes.use-case';

/** How often each instance looks for accounts whose grace period ended. */
export const ERASURE_INTERVAL_MS = 60 * 60_000;

const logger = new Logger('AccountErasure');

const logFailure = (error: unknown) => logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));

/**
 * Erases the accounts whose deletion grace period has ended, forgets who viewed which content on
 * days that have ended and sweeps expired password reset codes: once at start-up and every hour
 * after, on every instance (each is safe to run concurrently). A failed run is logged and tried again at the next tick.
 */
@Injectable()
export class AccountErasureJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number[]> | null = null;

  constructor(
    private readonly eraseDueAccounts: EraseDueAccountsUseCase,
    private readonly forgetPastViews: ForgetPastViewsUseCase,
    private readonly sweepResetCodes: SweepPasswordResetCodesUseCase,
  ) {}

  onApplicationBootstrap(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), ERASURE_INTERVAL_MS).unref();
  }

  /** One pass (or the one already under way): the ids it erased. */
  run(): Promise<number[]> {
    this.running ??= Promise.all([this.erase(), this.forgetPastViews.execute().catch(logFailure), this.sweepResetCodes.execute().catch(logFailure)])
      .then(([erased]) => erased)
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private erase(): Promise<number[]> {
    return this.eraseDueAccounts
      .execute()
      .then((erased) => {
        if (erased.length > 0) logger.log(`Erased ${erased.length} account${erased.length === 1 ? '' : 's'} whose deletion grace period ended`);
        return erased;
      })
      .catch((error: unknown) => {
        logFailure(error);
        return [];
      });
  }
}
