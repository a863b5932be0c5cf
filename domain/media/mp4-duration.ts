import { Mp4FormatError } from './mp4-boxes';
import { mp4Tracks } from './mp4-samples';

/**
 * How long a film lasts, in whole seconds (rounded, at least 1), read from its own index: the
 * longest track's samples, each for its duration in its track's timescale. A film whose index holds
 * no timed sample has no length to give.
 */
export function mp4DurationSeconds(moov: Uint8Array): number {
  let longest = 0;
  for (const track of mp4Tracks(moov)) {
    const units = track.durations.reduce((sum, [count, delta]) => sum + count * delta, 0);
    longest = Math.max(longest, units / track.timescale);
  }
  if (!(longest > 0) || !Number.isFinite(longest)) throw new Mp4FormatError('its index (moov) holds no timed samples');
  return Math.max(1, Math.round(longest));
}
