/**
 * The keep-alive of one open stream: every `everyMs` a comment goes out, then the sign-in is looked
 * at, and the stream ends once that is gone. Once stopped it sends and asks nothing more, even when
 * a look at the sign-in was under way as the stream closed.
 */
export function keepStreamAlive(
  everyMs: number,
  stream: { ping: () => void; signInLive: () => Promise<boolean>; signInEnded: () => void },
): { stop: () => void } {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const check = async () => {
    timer = null;
    stream.ping();
    const live = await stream.signInLive();
    if (stopped) return;
    if (!live) return stream.signInEnded();
    timer = setTimeout(() => void check(), everyMs);
  };
  timer = setTimeout(() => void check(), everyMs);
  return {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
