import { useEffect, useState } from 'react';

const HTTP_ADDRESS = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** The address is read once the typing has paused this long. */
const SETTLE_MS = 600;

/**
 * Reads a video's length from its address with a hidden video element (its metadata only), for the
 * length field; a video that cannot be read says nothing and the length is typed instead.
 */
export function DurationProbe({ url, onDuration }: { url: string | undefined; onDuration(seconds: number): void }) {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const address = url?.trim() ?? '';
    if (!HTTP_ADDRESS.test(address)) return setSettled(null);
    const timer = window.setTimeout(() => setSettled(address), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [url]);
  if (!settled) return null;
  return (
    <video
      key={settled}
      src={settled}
      preload="metadata"
      muted
      hidden
      aria-hidden
      data-testid="video-duration-probe"
      onLoadedMetadata={(event) => {
        const seconds = event.currentTarget.duration;
        if (Number.isFinite(seconds) && seconds >= 1) onDuration(Math.round(seconds));
      }}
    />
  );
}
