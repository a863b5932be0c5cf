import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { ChangePasswordUseCase } from '../../../application/accounts/auth/change-password.use-case';
import { RefreshSessionUseCase } from '../../../application/accounts/auth/refresh-session.use-case';
import { RegisterAccountUseCase } from '../../../application/accounts/auth/register-account.use-case';
import { SignInUseCase } from '../../../application/accounts/auth/sign-in.use-case';
import { SignOutUseCase } from '../../../application/accounts/auth/sign-out.use-case';
import { ExchangeVideoCodeUseCase } from '../../../application/accounts/auth/exchange-video-code.use-case';
import { IssueVideoCodeUseCase } from '../../../application/accounts/auth/issue-video-code.use-case';
import { PORTS } from '../../../application/ports/tokens';
import { SessionIssuer } from '../../../application/sessions/session-issuer';
import { JwtStrategy } from '../../common/auth/jwt.strategy';
import { useCase } from '../../common/use-case.provider';
import { AuthController } from './auth.controller';
import { ChangePasswordController } from './change-password.controller';
import { CsrfController } from './csrf.controller';
import { VideoCodeController } from './video-code.controller';

@Module({
  imports: [PassportModule],
  controllers: [AuthController, CsrfController, VideoCodeController, ChangePasswordController],
  providers: [
    JwtStrategy,
    useCase(SignInUseCase, [PORTS.unitOfWork, PORTS.passwordHasher, PORTS.signInThrottle, SessionIssuer, PORTS.clock, PORTS.refreshTokens, PORTS.liveSessions]),
    useCase(RegisterAccountUseCase, [PORTS.unitOfWork, PORTS.passwordHasher, SessionIssuer, PORTS.signInThrottle, PORTS.clock]),
    useCase(RefreshSessionUseCase, [PORTS.unitOfWork, PORTS.clock, PORTS.refreshTokens, SessionIssuer, PORTS.liveSessions]),
    useCase(SignOutUseCase, [PORTS.unitOfWork, PORTS.clock, PORTS.refreshTokens, PORTS.liveSessions]),
    useCase(ChangePasswordUseCase, [PORTS.unitOfWork, PORTS.passwordHasher, PORTS.signInThrottle, PORTS.clock, PORTS.liveSessions]),
    useCase(IssueVideoCodeUseCase, [PORTS.unitOfWork, PORTS.clock, PORTS.refreshTokens]),
    useCase(ExchangeVideoCodeUseCase, [PORTS.unitOfWork, PORTS.clock, PORTS.refreshTokens, PORTS.accessTokens]),
  ],
})
export class AuthModule {}
