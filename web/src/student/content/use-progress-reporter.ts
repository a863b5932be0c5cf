import { useCallback, useRef, useState } from 'react';
import { errorText } from '../../api/game-api';
import { contentApi, type ProgressResult, type ProgressUpdate } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';

/** Two updates waiting as one: the later percent and position, the seconds added up. */
function merge(earlier: ProgressUpdate | null, later: ProgressUpdate): ProgressUpdate {
  if (!earlier) return later;
  const seconds = (earlier.timeSpent ?? 0) + (later.timeSpent ?? 0);
  return {
    percentage: later.percentage ?? earlier.percentage,
    currentPosition: later.currentPosition ?? earlier.currentPosition,
    ...(seconds > 0 ? { timeSpent: seconds } : {}),
  };
}

/**
 * Sends progress updates one at a time (PUT /student/content/{id}/progress); an update made while
 * another is on its way waits and is merged with the next. A failure is kept in words.
 */
export function useProgressReporter(contentId: number, enabled: boolean, onResult: (result: ProgressResult) => void) {
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const waiting = useRef<ProgressUpdate | null>(null);
  const handler = useRef(onResult);
  handler.current = onResult;

  const send = useCallback(
    async (update: ProgressUpdate) => {
      inFlight.current = true;
      try {
        const result = await contentApi.updateProgress(contentId, update);
        setError(null);
        handler.current(result);
      } catch (failure) {
        setError(errorText(failure, contentTexts.apiErrors.updateProgress));
      } finally {
        inFlight.current = false;
        const next = waiting.current;
        waiting.current = null;
        if (next) void send(next);
      }
    },
    [contentId],
  );

  const report = useCallback(
    (update: ProgressUpdate) => {
      if (!enabled) return;
      const clean: ProgressUpdate = {
        ...(update.percentage !== undefined && Number.isFinite(update.percentage) ? { percentage: Math.min(100, Math.max(0, Math.round(update.percentage))) } : {}),
        ...(update.currentPosition !== undefined && Number.isFinite(update.currentPosition) ? { currentPosition: Math.max(0, Math.floor(update.currentPosition)) } : {}),
        ...(update.timeSpent !== undefined && update.timeSpent >= 1 ? { timeSpent: Math.min(86_400, Math.round(update.timeSpent)) } : {}),
      };
      if (Object.keys(clean).length === 0) return;
      if (inFlight.current) waiting.current = merge(waiting.current, clean);
      else void send(clean);
    },
    [enabled, send],
  );

  return { report, error };
}
