import { useCallback, useRef, useState } from 'react';
import { errorText } from '../../api/game-api';
import { contentApi, type ProgressResult, type ProgressUpdate } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { learningChanged } from '../queries';

/** Two updates waiting as one: the later position, the seconds added up. */
function merge(earlier: ProgressUpdate | null, later: ProgressUpdate): ProgressUpdate {
  if (!earlier) return later;
  const seconds = (earlier.timeSpent ?? 0) + (later.timeSpent ?? 0);
  return {
    currentPosition: later.currentPosition ?? earlier.currentPosition,
    ...(seconds > 0 ? { timeSpent: seconds } : {}),
  };
}

/** An update to send, and who waits for its answer. */
interface Waiting {
  update: ProgressUpdate;
  settle: Array<(result: ProgressResult | null) => void>;
}

/** What a report answers: the server's answer to it (or to the update it was merged into), null when it failed or was not sent. */
export type Report = (update: ProgressUpdate) => Promise<ProgressResult | null>;

/**
 * Sends progress updates one at a time (PUT /student/content/{id}/progress); an update made while
 * another is on its way waits and is merged with the next. A failure is kept in words; an update
 * that the server credits less time for than claimed is normal and says nothing.
 */
export function useProgressReporter(contentId: number, enabled: boolean, onResult: (result: ProgressResult) => void) {
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const waiting = useRef<Waiting | null>(null);
  const handler = useRef(onResult);
  handler.current = onResult;

  const send = useCallback(
    async ({ update, settle }: Waiting) => {
      inFlight.current = true;
      let answer: ProgressResult | null = null;
      try {
        answer = await contentApi.updateProgress(contentId, update);
        void learningChanged();
        setError(null);
        handler.current(answer);
      } catch (failure) {
        setError(errorText(failure, contentTexts.apiErrors.updateProgress));
      } finally {
        inFlight.current = false;
        settle.forEach((done) => done(answer));
        const next = waiting.current;
        waiting.current = null;
        if (next) void send(next);
      }
    },
    [contentId],
  );

  const report = useCallback<Report>(
    (update) => {
      if (!enabled) return Promise.resolve(null);
      const clean: ProgressUpdate = {
        ...(update.currentPosition !== undefined && Number.isFinite(update.currentPosition) ? { currentPosition: Math.max(0, Math.floor(update.currentPosition)) } : {}),
        ...(update.timeSpent !== undefined && update.timeSpent >= 1 ? { timeSpent: Math.min(86_400, Math.round(update.timeSpent)) } : {}),
      };
      if (Object.keys(clean).length === 0) return Promise.resolve(null);
      return new Promise<ProgressResult | null>((done) => {
        if (inFlight.current) {
          waiting.current = { update: merge(waiting.current?.update ?? null, clean), settle: [...(waiting.current?.settle ?? []), done] };
        } else {
          void send({ update: clean, settle: [done] });
        }
      });
    },
    [enabled, send],
  );

  return { report, error };
}
