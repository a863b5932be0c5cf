/** How long sign-ins last. A remembered session survives browser restarts; none outlives the absolute limit. */
export interface SessionPolicy {
  /** Idle lifetime of one refresh token, in seconds. */
  refreshTtlSeconds: number;
  /** Idle lifetime when the user asked to be remembered, in seconds. */
  rememberedRefreshTtlSeconds: number;
  /** Absolute lifetime of a sign-in, however often it is refreshed, in seconds. */
  absoluteLifetimeSeconds: number;
}

export interface DeviceInfo {
  deviceId: string | null;
  deviceType: string | null;
}

export interface IssuedSession {
  jwt: string;
  refreshToken: string;
  persistent: boolean;
  refreshExpiresAt: Date;
}
