import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';

/**
 * Under a part's heading: counted (ticked, as the server said), or how long the part takes to count.
 * A part that a check makes done says nothing here: its task shows the tick.
 */
export function PartStatus({ done, readingSeconds, labels }: { done: boolean; readingSeconds: number | null; labels: { counted: string; countsAfter(seconds: number): string } }) {
  if (readingSeconds === null) return null;
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: done ? 'success.main' : 'text.secondary' }} data-testid="part-status" data-done={done} data-reading-seconds={readingSeconds}>
      {done ? <CheckCircle fontSize="small" aria-hidden /> : <HourglassEmpty fontSize="small" aria-hidden />}
      <Typography variant="body2" sx={{ fontWeight: done ? 700 : 400, color: done ? 'success.dark' : 'text.secondary' }}>
        {done ? labels.counted : labels.countsAfter(readingSeconds)}
      </Typography>
    </Stack>
  );
}
