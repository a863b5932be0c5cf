import type { UserProfiles } from '../../../application/accounts/user.record';

const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Turns a JSON row into a camel-cased profile; the owning user id becomes the profile's `id`. */
function profile(row: unknown): Record<string, unknown> | null {
  if (!row || typeof row !== 'object') return null;
  const entries = Object.entries(row as Record<string, unknown>)
    .filter(([key]) => !['link_code', 'link_code_expires_at'].includes(key))
    .map(([key, value]) => (key === 'user_id' ? ['id', value] : [camel(key), value]));
  return Object.fromEntries(entries);
}

export function toProfiles(row: Record<string, unknown>): UserProfiles {
  return {
    studentProfile: profile(row.student),
    teacherProfile: profile(row.teacher),
    parentProfile: profile(row.parent),
    sponsorProfile: profile(row.sponsor),
  };
}
