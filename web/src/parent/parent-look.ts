import { parentTexts } from '../i18n/parent';
import { formatDate, formatInteger, personName } from '../i18n/format';

/** A child's name: first and last name, else the username, else 'User #id' (spec §2 children cards). */
export function childName(child: { id: number; username?: string | null; firstName?: string | null; lastName?: string | null }): string {
  return personName(child) || parentTexts.userNumber(child.id);
}

/** A date as the parent reads it ('3 Mar 2026'), or null without one. */
export function readableDay(iso: string | null | undefined): string | null {
  if (!iso) return null;
  return formatDate(iso.length === 10 ? `${iso}T12:00:00` : iso) || null;
}

/** A count of tokens or XP with thousands separators. */
export const figure = (value: number | null | undefined): string => (typeof value === 'number' && Number.isFinite(value) ? formatInteger(value) : '0');
