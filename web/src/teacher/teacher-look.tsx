import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';

export type Tone = 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';

/** A figure with its label and icon (the analytics overview, the earnings). */
export function FigureCard({ label, value, icon, tone, testId, hint }: { label: string; value: ReactNode; icon: ReactNode; tone: Tone; testId: string; hint?: string }) {
  return (
    <Paper elevation={2} sx={{ p: 2, height: '100%', display: 'flex', alignItems: 'center', gap: 1.5 }} data-testid={testId}>
      <Box
        aria-hidden
        sx={(theme: Theme) => ({
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: 2.5,
          display: 'grid',
          placeItems: 'center',
          color: theme.palette[tone].main,
          bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.22 : 0.12),
        })}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.35rem', lineHeight: 1.25 }} data-testid={`${testId}-value`}>
          {value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/** A percent bar, capped at 100 % (spec §9 "Rate bars are capped at 100%"). */
export function RateBar({ value, label, valueText, tone = 'primary', testId }: { value: number; label: string; valueText?: string; tone?: Tone; testId?: string }) {
  const percent = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  return (
    <LinearProgress
      variant="determinate"
      value={percent}
      color={tone}
      aria-label={label}
      aria-valuetext={valueText ?? `${percent}%`}
      data-testid={testId}
      data-value={percent}
      sx={{ height: 10, borderRadius: 5, '& .MuiLinearProgress-bar': { borderRadius: 5 } }}
    />
  );
}

/** A picture address, or else the name's initials. */
export function PersonAvatar({ avatar, name, size = 40, label }: { avatar: string | null | undefined; name: string; size?: number; label?: string }) {
  const isPicture = !!avatar && /^(https?:\/\/|\/|data:image\/)/.test(avatar);
  return (
    <Avatar
      src={isPicture ? avatar! : undefined}
      alt={label ?? ''}
      aria-hidden={label ? undefined : true}
      sx={{ width: size, height: size, fontSize: size * 0.4, fontWeight: 800, background: 'linear-gradient(135deg, #0f9d8a, #5b3fd6)', color: 'common.white' }}
    >
      {isPicture ? null : initials(name)}
    </Avatar>
  );
}

/** Up to two initials of a name ('Ada Lovelace' → 'AL', 'ada' → 'A'). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  return (parts.length === 1 ? parts[0].charAt(0) : parts[0].charAt(0) + parts[parts.length - 1].charAt(0)).toUpperCase();
}

/** First and last name, else the username. */
export function personName(person: { firstName?: string | null; lastName?: string | null; username?: string | null }): string {
  const full = [person.firstName, person.lastName].filter((part) => part && part.trim()).join(' ');
  return full || person.username || '';
}
