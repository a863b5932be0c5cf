import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Star from '@mui/icons-material/Star';
import { gameTexts } from '../i18n';

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

export function EmptyState({ icon, title, text, testId }: { icon?: ReactNode; title: string; text?: string; testId?: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 2, color: 'text.secondary' }} data-testid={testId}>
      <Box aria-hidden sx={{ fontSize: 44, lineHeight: 1, color: 'primary.light', '& svg': { fontSize: 'inherit' } }}>
        {icon ?? <Star fontSize="inherit" />}
      </Box>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, color: 'text.primary', mt: 1 }}>
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
