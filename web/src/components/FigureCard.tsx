import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';

export type Tone = 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';

/** An icon on a soft tile of its tone's colour. */
export function ToneTile({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
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
      {children}
    </Box>
  );
}

/**
 * A figure with its label and icon (the analytics overview, the earnings, the student's summary).
 * The value carries `${testId}-value` unless `valueTestId` says otherwise (null: none).
 */
export function FigureCard({
  label,
  value,
  icon,
  tone,
  testId,
  valueTestId = `${testId}-value`,
  hint,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  tone: Tone;
  testId: string;
  valueTestId?: string | null;
  hint?: string;
}) {
  return (
    <Paper elevation={2} sx={{ p: 2, height: '100%', display: 'flex', alignItems: 'center', gap: 1.5 }} data-testid={testId}>
      <ToneTile tone={tone}>{icon}</ToneTile>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.35rem', lineHeight: 1.25 }} data-testid={valueTestId ?? undefined}>
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
