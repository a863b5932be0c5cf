import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import Timer from '@mui/icons-material/Timer';
import { contentTexts } from '../../i18n/content';
import { clock } from '../../components/content/content-look';

const text = contentTexts.preview;

/** When a screen reader hears the time left: every 30 seconds and at the end, not every tick. */
const announces = (seconds: number) => seconds === 0 || seconds % 30 === 0;

/** The preview's time left ('2:00' down to '0:00'), read out now and then. */
export function PreviewCountdown({ secondsLeft }: { secondsLeft: number }) {
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (announces(secondsLeft)) setAnnouncement(secondsLeft === 0 ? text.ended : text.announce(clock(secondsLeft)));
  }, [secondsLeft]);

  const ended = secondsLeft <= 0;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" aria-hidden>
        {text.timeLeft}
      </Typography>
      <Chip
        icon={<Timer aria-hidden />}
        label={clock(secondsLeft)}
        color={ended ? 'default' : secondsLeft <= 30 ? 'warning' : 'primary'}
        role="timer"
        aria-label={`${text.timeLeft}: ${clock(secondsLeft)}`}
        data-testid="preview-countdown"
        data-seconds={secondsLeft}
        sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
      />
      <Box sx={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </Box>
    </Stack>
  );
}
