import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import type { VideoChapter } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { clock } from '../../components/content/content-look';

const text = contentTexts.player;

/** A jump of more than this between two time updates is a seek, not watching. */
const MAX_WATCH_STEP_SECONDS = 2;

export interface VideoPlayerProps {
  src: string | undefined;
  title: string;
  chapters?: VideoChapter[];
  transcript?: string;
  /** Where to start (a saved position). */
  startAt?: number;
  /** Playback stops here (the preview). */
  limitSeconds?: number;
  /** Playback is over for good (the preview's time ran out). */
  stopped?: boolean;
  onPlayingChange?(playing: boolean): void;
  /** While playing: where the video is, how long it is, and the seconds watched since the last call. */
  onTime?(position: number, duration: number, watched: number): void;
  onPause?(position: number, duration: number): void;
  onEnded?(duration: number): void;
}

/** An HTML5 video with its chapters; a failure to load is said in words. */
export function VideoPlayer({ src, title, chapters = [], transcript, startAt, limitSeconds, stopped, onPlayingChange, onTime, onPause, onEnded }: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const lastTime = useRef(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setFailed(false);
  }, [src]);

  useEffect(() => {
    if (stopped) video.current?.pause();
  }, [stopped]);

  const limit = limitSeconds ?? Number.POSITIVE_INFINITY;
  const shownChapters = chapters.filter((chapter) => Number.isFinite(chapter.startSeconds) && chapter.startSeconds < limit);

  const seek = (seconds: number) => {
    const element = video.current;
    if (!element || stopped) return;
    element.currentTime = Math.min(seconds, limit);
    lastTime.current = element.currentTime;
    void element.play().catch(() => undefined);
  };

  if (!src) return <Alert severity="warning">{text.noVideo}</Alert>;

  return (
    <Box>
      {failed ? (
        <Alert severity="error" role="alert" data-testid="video-error">
          {text.videoError}
        </Alert>
      ) : (
        <Box
          component="video"
          ref={video}
          src={src}
          controls
          preload="metadata"
          playsInline
          aria-label={title}
          data-testid="video-player"
          onLoadedMetadata={() => {
            const element = video.current;
            if (element && startAt && startAt > 0 && startAt < element.duration - 1 && startAt < limit) {
              element.currentTime = startAt;
            }
            lastTime.current = element?.currentTime ?? 0;
          }}
          onError={() => setFailed(true)}
          onPlay={() => {
            if (stopped) {
              video.current?.pause();
              return;
            }
            onPlayingChange?.(true);
          }}
          onSeeking={() => {
            const element = video.current;
            if (element && element.currentTime > limit) element.currentTime = limit;
          }}
          onSeeked={() => {
            lastTime.current = video.current?.currentTime ?? 0;
          }}
          onTimeUpdate={() => {
            const element = video.current;
            if (!element) return;
            if (element.currentTime >= limit) {
              element.pause();
              element.currentTime = limit;
            }
            const step = element.currentTime - lastTime.current;
            lastTime.current = element.currentTime;
            if (element.paused) return;
            const watched = step > 0 && step <= MAX_WATCH_STEP_SECONDS ? step : 0;
            onTime?.(element.currentTime, element.duration, watched);
          }}
          onPause={() => {
            onPlayingChange?.(false);
            const element = video.current;
            if (element && !element.ended) onPause?.(element.currentTime, element.duration);
          }}
          onEnded={() => {
            onPlayingChange?.(false);
            onEnded?.(video.current?.duration ?? 0);
          }}
          sx={{ width: '100%', maxHeight: '70vh', borderRadius: 2, bgcolor: 'common.black', display: 'block' }}
        />
      )}

      {shownChapters.length > 0 && (
        <Box component="nav" aria-label={text.chapters} sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
            {text.chapters}
          </Typography>
          <Stack component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} spacing={0.5}>
            {shownChapters.map((chapter) => (
              <li key={`${chapter.startSeconds}-${chapter.title}`}>
                <Button
                  size="small"
                  startIcon={<PlayCircleOutline aria-hidden />}
                  onClick={() => seek(chapter.startSeconds)}
                  disabled={failed || stopped}
                  aria-label={text.jumpTo(chapter.title, clock(chapter.startSeconds))}
                  sx={{ justifyContent: 'flex-start', textAlign: 'left' }}
                >
                  <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', mr: 0.5, color: 'text.secondary' }}>
                    {clock(chapter.startSeconds)}
                  </Box>{' '}
                  {chapter.title}
                </Button>
              </li>
            ))}
          </Stack>
        </Box>
      )}

      {transcript && (
        <Box component="details" sx={{ mt: 2, '& summary': { cursor: 'pointer', fontWeight: 600 } }}>
          <summary>{text.transcript}</summary>
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }} color="text.secondary">
            {transcript}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
