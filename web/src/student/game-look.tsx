import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FlameColour } from '../../../domain/streak/login-streak';
import type { Medal } from '../../../domain/leaderboard/ranking';
import { gameTexts } from '../i18n';

/** The colour of each item rarity. */
export const RARITY_COLOURS: Record<string, { main: string; soft: string }> = {
  common: { main: '#78849e', soft: '#eef0f5' },
  rare: { main: '#1e88e5', soft: '#e3f0fd' },
  epic: { main: '#8e24aa', soft: '#f4e5f8' },
  legendary: { main: '#f59e0b', soft: '#fff4dc' },
};

export const rarityColour = (rarity: string) => RARITY_COLOURS[rarity] ?? RARITY_COLOURS.common;

export const rarityName = (rarity: string) => gameTexts.inventory.rarity[rarity] ?? rarity;

/** The streak flame's colours (domain/streak/login-streak.ts decides which). */
export const FLAME_COLOURS: Record<FlameColour, string> = {
  grey: '#9e9e9e',
  orange: '#fb8c00',
  red: '#e53935',
  purple: '#8e24aa',
  blue: '#1e88e5',
};

export const MEDAL_ICONS: Record<Medal, string> = { gold: '🥇', silver: '🥈', bronze: '🥉' };
export const MEDAL_COLOURS: Record<Medal, string> = { gold: '#f5b301', silver: '#9aa5b1', bronze: '#c27c3e' };

export function RarityChip({ rarity, size = 'small' }: { rarity: string; size?: 'small' | 'medium' }) {
  const colour = rarityColour(rarity);
  return (
    <Chip
      size={size}
      label={rarityName(rarity)}
      sx={{ bgcolor: colour.soft, color: colour.main, fontWeight: 700, border: `1px solid ${colour.main}` }}
      data-rarity={rarity}
    />
  );
}

/** A picture address, or else an emoji or the name's initial. */
export function PlayerAvatar({ avatar, name, size = 40, label }: { avatar: string | null | undefined; name: string; size?: number; label?: string }) {
  const isPicture = !!avatar && /^(https?:\/\/|\/|data:image\/)/.test(avatar);
  const text = avatar && !isPicture ? avatar : name.charAt(0).toUpperCase();
  return (
    <Avatar
      src={isPicture ? avatar! : undefined}
      alt={label ?? ''}
      aria-hidden={label ? undefined : true}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.45,
        fontWeight: 800,
        background: 'linear-gradient(135deg, #5b3fd6, #8b74ff)',
        color: 'common.white',
      }}
    >
      {isPicture ? null : text}
    </Avatar>
  );
}

/** A titled card of the dashboard. */
export function Panel({ title, action, children, testId }: { title: ReactNode; action?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Paper elevation={2} sx={{ p: { xs: 2, sm: 2.5 }, height: '100%' }} data-testid={testId} component="section">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

/** A failure in words, with a button to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {gameTexts.common.retry}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}

export function EmptyState({ icon = '✨', title, text, testId }: { icon?: string; title: string; text?: string; testId?: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 2, color: 'text.secondary' }} data-testid={testId}>
      <Typography aria-hidden sx={{ fontSize: 40, lineHeight: 1.2 }}>
        {icon}
      </Typography>
      <Typography variant="subtitle1" sx={{ fontWeight: 700, color: 'text.primary', mt: 1 }}>
        {title}
      </Typography>
      {text && <Typography variant="body2">{text}</Typography>}
    </Box>
  );
}

/** Grey blocks while something loads. */
export function LoadingBlocks({ rows = 3, height = 56, label = gameTexts.common.loading }: { rows?: number; height?: number; label?: string }) {
  return (
    <Stack spacing={1.5} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
