import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionInvalidError } from '../../../application/accounts/auth/auth.errors';
import { RefreshSessionUseCase } from '../../../application/accounts/auth/refresh-session.use-case';
import { RegisterAccountUseCase } from '../../../application/accounts/auth/register-account.use-case';
import { SignInUseCase } from '../../../application/accounts/auth/sign-in.use-case';
import { SignOutUseCase } from '../../../application/accounts/auth/sign-out.use-case';
import type { Clock } from '../../../application/ports/clock.port';
import { PORTS } from '../../../application/ports/tokens';
import type { DeviceInfo } from '../../../application/sessions/session-policy';
import type { Environment } from '../../../infrastructure/config/environment';
import { ENVIRONMENT } from '../../../infrastructure/infrastructure.tokens';
import type { DeviceVouching } from '../../../application/accounts/device-vouching.port';
import { Device } from '../../common/auth/current-user.decorator';
import { RegisterDto } from './dto/register.dto';
import { AccessTokenDto, AuthSessionDto, SignedOutDto } from './dto/session.dto';
import { SignInDto } from './dto/sign-in.dto';
import { clearRefreshCookie, DEVICE_COOKIE, REFRESH_COOKIE, setDeviceCookie, setRefreshCookie } from './session-cookie';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly signIn: SignInUseCase,
    private readonly register: RegisterAccountUseCase,
    private readonly refresh: RefreshSessionUseCase,
    private readonly signOut: SignOutUseCase,
    @Inject(ENVIRONMENT) private readonly environment: Environment,
    @Inject(PORTS.clock) private readonly clock: Clock,
    @Inject(PORTS.deviceVouching) private readonly deviceCookies: DeviceVouching,
  ) {}

  @Post('auth/local')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with e-mail or username and password' })
  @ApiResponse({ status: 200, type: AuthSessionDto })
  async login(@Body() body: SignInDto, @Device() device: DeviceInfo, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuthSessionDto> {
    const vouchingDevice = this.deviceCookies.read(request.cookies[DEVICE_COOKIE], this.clock.now());
    try {
      const { session, user } = await this.signIn.execute({
        identifier: body.identifier,
        password: body.password,
        rememberMe: body.rememberMe ?? false,
        address: request.ip ?? 'unknown',
        refreshToken: request.cookies[REFRESH_COOKIE],
        vouchingDevice,
        device,
      });
      setRefreshCookie(reply, session, this.environment.secureCookies);
      setDeviceCookie(reply, this.deviceCookies.write(user.id, vouchingDevice?.accounts ?? [], this.clock.now()), this.clock.now(), this.environment.secureCookies);
      return { jwt: session.jwt, user };
    } catch (error) {
      // Too many wrong passwords from a signed-in browser ended its sign-in: its cookie goes too.
      if (error instanceof SessionInvalidError) clearRefreshCookie(reply, this.environment.secureCookies);
      throw error;
    }
  }

  @Post('auth/local/register')
  @ApiOperation({ summary: 'Create an account of any role and sign in' })
  @ApiResponse({ status: 201, type: AuthSessionDto })
  async signUp(@Body() body: RegisterDto, @Device() device: DeviceInfo, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuthSessionDto> {
    const { session, user } = await this.register.execute({ ...body, address: request.ip ?? 'unknown', device });
    setRefreshCookie(reply, session, this.environment.secureCookies);
    return { jwt: session.jwt, user };
  }

  @Post('token/refresh')
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchange the refresh cookie for a new access token (the cookie is rotated)' })
  @ApiResponse({ status: 200, type: AccessTokenDto })
  async rotate(@Device() device: DeviceInfo, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccessTokenDto> {
    try {
      const session = await this.refresh.execute({ refreshToken: request.cookies[REFRESH_COOKIE], device });
      setRefreshCookie(reply, session, this.environment.secureCookies);
      return { jwt: session.jwt };
    } catch (error) {
      clearRefreshCookie(reply, this.environment.secureCookies);
      throw error;
    }
  }

  @Post('auth/logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End this sign-in' })
  @ApiResponse({ status: 200, type: SignedOutDto })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SignedOutDto> {
    await this.signOut.execute({ refreshToken: request.cookies[REFRESH_COOKIE] });
    clearRefreshCookie(reply, this.environment.secureCookies);
    return { ok: true };
  }
}
