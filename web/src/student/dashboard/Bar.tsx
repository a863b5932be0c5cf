import LinearProgress from '@mui/material/LinearProgress';

export function Bar({ value, label, colour, testId }: { value: number; label: string; colour?: string; testId?: string }) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <LinearProgress
      variant="determinate"
      value={percent}
      aria-label={label}
      data-testid={testId}
      data-value={percent}
      sx={{
        height: 10,
        borderRadius: 5,
        bgcolor: 'rgba(91, 63, 214, 0.12)',
        '& .MuiLinearProgress-bar': { borderRadius: 5, ...(colour ? { background: colour } : {}) },
      }}
    />
  );
}
