import { Logger, Module } from '@nestjs/common';
import { CreateChildResetCodeUseCase } from '../../../application/accounts/auth/create-child-reset-code.use-case';
import { RequestPasswordResetUseCase } from '../../../application/accounts/auth/request-password-reset.use-case';
import { ResetPasswordUseCase } from '../../../application/accounts/auth/reset-password.use-case';
import type { CodeGenerator } from '../../../application/accounts/auth/video-code';
import type { Clock } from '../../../application/ports/clock.port';
import type { Mailer } from '../../../application/ports/mailer.port';
import { PORTS } from '../../../application/ports/tokens';
import type { UnitOfWork } from '../../../application/ports/unit-of-work.port';
import type { Environment } from '../../../infrastructure/config/environment';
import { ENVIRONMENT } from '../../../infrastructure/infrastructure.tokens';
import { MailInfrastructureModule } from '../../../infrastructure/mail/mail-infrastructure.module';
import { useCase } from '../../common/use-case.provider';
import { ClassStudentResetCodeController, ParentChildResetCodeController } from './child-reset-code.controller';
import { PasswordResetController } from './password-reset.controller';

const logger = new Logger('PasswordReset');

/** Forgotten passwords: the e-mailed link, the code a parent or teacher makes for a child, and the reset itself. */
@Module({
  imports: [MailInfrastructureModule],
  controllers: [PasswordResetController, ParentChildResetCodeController, ClassStudentResetCodeController],
  providers: [
    {
      provide: RequestPasswordResetUseCase,
      useFactory: (unitOfWork: UnitOfWork, clock: Clock, codes: CodeGenerator, mailer: Mailer, environment: Environment) =>
        new RequestPasswordResetUseCase(unitOfWork, clock, codes, mailer, { appUrl: environment.appUrl }, (error) =>
          logger.error(`A password reset e-mail could not be sent: ${error instanceof Error ? error.message : String(error)}`),
        ),
      inject: [PORTS.unitOfWork, PORTS.clock, PORTS.refreshTokens, PORTS.mailer, ENVIRONMENT],
    },
    useCase(CreateChildResetCodeUseCase, [PORTS.unitOfWork, PORTS.clock, PORTS.random, PORTS.refreshTokens]),
    useCase(ResetPasswordUseCase, [PORTS.unitOfWork, PORTS.passwordHasher, PORTS.signInThrottle, PORTS.clock, PORTS.refreshTokens, PORTS.liveSessions]),
  ],
})
export class PasswordResetModule {}
