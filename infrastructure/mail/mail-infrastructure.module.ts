import { join } from 'node:path';
import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { PORTS } from '../../application/ports/tokens';
import type { Environment } from '../config/environment';
import { ENVIRONMENT } from '../infrastructure.tokens';
import { FolderMailer } from './folder-mailer';
import { SmtpMailer } from './smtp-mailer';

const logger = new Logger('Mail');

/** The mailer: SMTP to SMTP_URL, or .eml files in DATA_DIR/mail without it. A shutdown waits for mail on its way. */
@Global()
@Module({
  providers: [
    {
      provide: PORTS.mailer,
      useFactory: (environment: Environment) =>
        environment.smtpUrl
          ? new SmtpMailer(environment.smtpUrl, environment.mailFrom)
          : new FolderMailer(join(environment.dataDir, 'mail'), environment.mailFrom, (line) => logger.log(line)),
      inject: [ENVIRONMENT],
    },
  ],
  exports: [PORTS.mailer],
})
export class MailInfrastructureModule implements OnApplicationShutdown {
  constructor(@Inject(PORTS.mailer) private readonly mailer: SmtpMailer | FolderMailer) {}

  async onApplicationShutdown(): Promise<void> {
    await this.mailer.close();
  }
}
