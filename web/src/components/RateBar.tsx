import LinearProgress from '@mui/material/LinearProgress';
import type { Tone } from './FigureCard';

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
