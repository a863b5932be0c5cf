/** A code for the video courses app works this long after it was issued. */
export const VIDEO_CODE_LIFETIME_SECONDS = 60;

/** The audience named in the video courses app's access token; this API refuses any token with an audience. */
export const VIDEO_COURSES_AUDIENCE = 'video-courses';

export type VideoCodeState = 'usable' | 'used' | 'expired';

/** A code issued at `now` works until this instant (excluded). */
export function videoCodeExpiresAt(now: Date): Date {
  return new Date(now.getTime() + VIDEO_CODE_LIFETIME_SECONDS * 1000);
}

/** A code is exchanged once, before it expires. */
export function videoCodeState(code: { expiresAt: Date; usedAt: Date | null }, now: Date): VideoCodeState {
  if (code.usedAt) return 'used';
  return code.expiresAt.getTime() <= now.getTime() ? 'expired' : 'usable';
}
