import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PREVIEW_SECONDS, previewDescription } from '../../../../domain/content/preview';
import type { ContentDetail } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { PreviewContent } from './PreviewContent';
import { PreviewCountdown } from './PreviewCountdown';
import { useCountdown } from './use-countdown';

const text = contentTexts.preview;

/**
 * A content's preview (spec §2 "Preview"): the description cut to 200 characters, the note that
 * the first 2 minutes are available, a countdown from 2:00 and the preview itself. A video's
 * countdown runs while it plays; the other kinds count down from the start. A paid video's preview
 * has nothing to play (its chapters only), so it has no countdown either.
 */
export function PreviewPanel({ detail }: { detail: ContentDetail }) {
  const seconds = detail.access.previewSeconds ?? PREVIEW_SECONDS;
  const [playing, setPlaying] = useState(false);
  const isVideo = detail.type === 'video';
  const locked = isVideo && !detail.contentData?.videoUrl;
  const left = useCountdown(seconds, isVideo ? playing : true, detail.id);
  const stopped = left <= 0;

  // The server cuts the description of a preview already; anything else is cut here.
  const description = detail.access.preview ? detail.description : previewDescription(detail.description);

  return (
    <Stack spacing={2} data-testid="preview-panel">
      <Typography color="text.secondary" data-testid="preview-description">
        {description}
      </Typography>
      {!locked && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Typography sx={{ fontWeight: 600 }} data-testid="preview-available">
            {text.available(Math.round(seconds / 60))}
          </Typography>
          <PreviewCountdown secondsLeft={left} />
        </Stack>
      )}
      <Box>
        <PreviewContent detail={detail} stopped={stopped} onPlayingChange={setPlaying} />
      </Box>
      {stopped && (
        <Alert severity="info" data-testid="preview-ended">
          {text.ended}
        </Alert>
      )}
    </Stack>
  );
}
