import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Star from '@mui/icons-material/Star';
import { RATING_STARS } from '../../../../domain/content/rating';
import { errorText } from '../../api/game-api';
import { contentApi } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';

const text = contentTexts.rating;

const STARS = Array.from({ length: RATING_STARS }, (_, index) => index + 1);

/** 'Rate this course': 1 to 5 stars (PUT /student/content/{id}/rating); a later choice replaces the earlier. */
export function RatingControl({ contentId, initial, onRated }: { contentId: number; initial: number | null; onRated?(rating: number): void }) {
  const [value, setValue] = useState<number | null>(initial);
  const [hover, setHover] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; message: string } | null>(null);

  useEffect(() => setValue(initial), [initial]);

  const rate = async (stars: number) => {
    setBusy(true);
    setStatus(null);
    try {
      const result = await contentApi.rate(contentId, stars);
      const saved = typeof result?.rating === 'number' ? result.rating : stars;
      setValue(saved);
      setStatus({ kind: 'saved', message: text.saved(saved) });
      onRated?.(saved);
    } catch (error) {
      setStatus({ kind: 'error', message: errorText(error, text.failed) });
    } finally {
      setBusy(false);
    }
  };

  const lit = hover ?? value ?? 0;
  return (
    <Box data-testid="rating-control" data-rating={value ?? ''}>
      <Typography id={`rate-title-${contentId}`} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {text.title}
      </Typography>
      <Stack direction="row" role="group" aria-labelledby={`rate-title-${contentId}`} onMouseLeave={() => setHover(null)}>
        {STARS.map((stars) => (
          <IconButton
            key={stars}
            onClick={() => void rate(stars)}
            onMouseEnter={() => setHover(stars)}
            onFocus={() => setHover(stars)}
            onBlur={() => setHover(null)}
            disabled={busy}
            aria-label={text.star(stars)}
            aria-pressed={value === stars}
            data-testid={`rate-star-${stars}`}
            sx={{ color: 'text.secondary', p: 0.75 }}
          >
            {/* One icon whose colour changes: swapping icons under the pointer would lose the click. */}
            <Star fontSize="large" sx={{ color: (theme) => (stars <= lit ? '#c77c00' : theme.palette.mode === 'dark' ? theme.palette.text.secondary : '#8a8a8a') }} />
          </IconButton>
        ))}
      </Stack>
      <Typography
        variant="body2"
        role={status?.kind === 'error' ? 'alert' : 'status'}
        color={status?.kind === 'error' ? 'error' : 'text.secondary'}
        data-testid="rating-status"
        sx={{ minHeight: '1.5em' }}
      >
        {busy ? text.saving : (status?.message ?? (value ? text.yours(value) : ''))}
      </Typography>
    </Box>
  );
}
