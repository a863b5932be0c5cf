import { useCallback, useEffect, useRef } from 'react';
import type { ProgressUpdate, VideoData } from '../../api/content-api';
import { VideoPlayer } from './VideoPlayer';

/** While a video plays, progress is reported at most this often (and on pause and at the end). */
export const VIDEO_REPORT_EVERY_MS = 15_000;

const percentOf = (position: number, duration: number) => (Number.isFinite(duration) && duration > 0 ? Math.min(100, (position / duration) * 100) : undefined);

/**
 * The video of an enrolled student: it starts where they left off and reports the percent watched,
 * the position and the seconds watched since the last report.
 */
export function VideoLesson({ video, title, startAt, report }: { video: VideoData; title: string; startAt: number; report(update: ProgressUpdate): void }) {
  const watched = useRef(0);
  const lastReport = useRef(Date.now());
  const lastPlace = useRef<{ position: number; duration: number } | null>(null);

  const flush = useCallback(
    (position: number, duration: number, ended = false) => {
      const seconds = Math.floor(watched.current);
      watched.current -= seconds;
      lastReport.current = Date.now();
      report({
        percentage: ended ? 100 : percentOf(position, duration),
        currentPosition: position,
        // Always given, so no page time is added to a video's report.
        timeSpent: seconds,
      });
    },
    [report],
  );

  // Leaving the page sends what was watched since the last report.
  useEffect(
    () => () => {
      const place = lastPlace.current;
      if (place && watched.current >= 1) flush(place.position, place.duration);
    },
    [flush],
  );

  return (
    <VideoPlayer
      src={video.videoUrl}
      title={title}
      chapters={video.chapters}
      transcript={video.transcript}
      startAt={startAt}
      onTime={(position, duration, seconds) => {
        watched.current += seconds;
        lastPlace.current = { position, duration };
        if (Date.now() - lastReport.current >= VIDEO_REPORT_EVERY_MS) flush(position, duration);
      }}
      onPause={(position, duration) => {
        lastPlace.current = { position, duration };
        flush(position, duration);
      }}
      onEnded={(duration) => {
        lastPlace.current = null;
        flush(duration, duration, true);
      }}
    />
  );
}
