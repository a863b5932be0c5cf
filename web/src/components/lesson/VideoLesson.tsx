import { useCallback, useEffect, useRef } from 'react';
import type { ProgressResult, ProgressUpdate, VideoData } from '../../api/content-api';
import { VideoPlayer } from './VideoPlayer';

/** While a video plays, progress is reported at most this often (and on pause and at the end). */
export const VIDEO_REPORT_EVERY_MS = 15_000;

/**
 * The video of an enrolled student: it starts where they left off and reports the position and the
 * seconds watched since the last report, from the moment it opens (the server starts its clock then,
 * and vouches for as much of the video as real time allows; the percent is its own).
 */
export function VideoLesson({ video, title, startAt, report }: { video: VideoData; title: string; startAt: number; report(update: ProgressUpdate): Promise<ProgressResult | null> }) {
  const watched = useRef(0);
  const lastReport = useRef(Date.now());
  const lastPosition = useRef<number | null>(null);

  const flush = useCallback(
    (position: number) => {
      const seconds = Math.floor(watched.current);
      watched.current -= seconds;
      lastReport.current = Date.now();
      // The seconds are always given, so no page time is added to a video's report.
      void report({ currentPosition: position, timeSpent: seconds });
    },
    [report],
  );

  // Opening reports where the video starts; leaving sends what was watched since the last report.
  const latest = useRef({ flush, startAt });
  latest.current = { flush, startAt };
  useEffect(() => {
    latest.current.flush(latest.current.startAt);
    return () => {
      const position = lastPosition.current;
      if (position !== null && watched.current >= 1) latest.current.flush(position);
    };
  }, []);

  return (
    <VideoPlayer
      src={video.videoUrl}
      title={title}
      chapters={video.chapters}
      transcript={video.transcript}
      startAt={startAt}
      onTime={(position, _duration, seconds) => {
        watched.current += seconds;
        lastPosition.current = position;
        if (Date.now() - lastReport.current >= VIDEO_REPORT_EVERY_MS) flush(position);
      }}
      onPause={(position) => {
        lastPosition.current = position;
        flush(position);
      }}
      onEnded={(duration) => {
        lastPosition.current = null;
        flush(duration);
      }}
    />
  );
}
