import Avatar from '@mui/material/Avatar';
import { avatarLook } from './avatar-look';

/** First and last name, else the username: the one rule, in i18n/format.ts. */
export { personName } from '../i18n/format';

/** One of the app's pictures, or else an emoji or the name's initials (also when the picture cannot be loaded). */
export function PersonAvatar({ avatar, name, size = 40, label }: { avatar: string | null | undefined; name: string; size?: number; label?: string }) {
  const look = avatarLook(avatar);
  const isPicture = look?.kind === 'picture';
  return (
    <Avatar
      src={isPicture ? look.src : undefined}
      alt={label ?? ''}
      aria-hidden={label ? undefined : true}
      sx={{ width: size, height: size, fontSize: size * 0.4, fontWeight: 800, background: 'linear-gradient(135deg, #0f9d8a, #5b3fd6)', color: 'common.white' }}
    >
      {/* Shown instead of a picture that cannot be loaded. */}
      {look?.kind === 'emoji' ? look.text : initials(name)}
    </Avatar>
  );
}

/** Up to two initials of a name ('Ada Lovelace' → 'AL', 'ada' → 'A'). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  return (parts.length === 1 ? parts[0].charAt(0) : parts[0].charAt(0) + parts[parts.length - 1].charAt(0)).toUpperCase();
}
