import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Lock from '@mui/icons-material/Lock';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import type { VideoChapter } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { clock } from '../../components/content/content-look';

const text = contentTexts;

/** A paid video's preview: no player (the server keeps its address), its length and chapters, and when it plays. */
export function LockedVideo({ chapters = [], durationSeconds }: { chapters?: VideoChapter[]; durationSeconds?: number }) {
  const shown = chapters.filter((chapter) => Number.isFinite(chapter.startSeconds));
  return (
    <Box data-testid="preview-video-locked">
      <Alert severity="info" icon={<Lock aria-hidden />} sx={{ mb: 2 }}>
        {text.preview.videoLocked}
        {durationSeconds !== undefined && durationSeconds > 0 && (
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            {text.preview.videoLength(clock(durationSeconds))}
          </Box>
        )}
      </Alert>
      {shown.length > 0 && (
        <Box component="section" aria-labelledby="locked-chapters-title">
          <Typography id="locked-chapters-title" variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
            {text.player.chapters}
          </Typography>
          <Stack component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} spacing={0.5}>
            {shown.map((chapter) => (
              <Stack component="li" key={`${chapter.startSeconds}-${chapter.title}`} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PlayCircleOutline fontSize="small" color="disabled" aria-hidden />
                <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}>
                  {clock(chapter.startSeconds)}
                </Typography>
                <Typography variant="body2" component="span">
                  {chapter.title}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
