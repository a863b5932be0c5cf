/** Injection keys for the ports; adapters are bound to them by the infrastructure module. */
export const PORTS = {
  unitOfWork: Symbol('UnitOfWork'),
  clock: Symbol('Clock'),
  random: Symbol('RandomSource'),
  passwordHasher: Symbol('PasswordHasher'),
  accessTokens: Symbol('AccessTokenIssuer'),
  refreshTokens: Symbol('RefreshTokenGenerator'),
  signInThrottle: Symbol('SignInThrottle'),
  liveSessions: Symbol('LiveSessions'),
  deviceVouching: Symbol('DeviceVouching'),
  leaderboard: Symbol('LeaderboardIndex'),
  queries: Symbol('ReadQueries'),
  mailer: Symbol('Mailer'),
  liveEvents: Symbol('LiveEvents'),
  liveEventReads: Symbol('LiveEventReads'),
} as const;
