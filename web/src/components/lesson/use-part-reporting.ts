import { useEffect, useRef } from 'react';
import type { ProgressResult } from '../../api/content-api';

/** Beyond a part's reading time, before asking the server to count it: its clock starts a little after ours. */
const MARGIN_MS = 1000;
/** A second ask, should the first have come a moment too early. */
const RETRY_MS = 3000;

/** Whether the answer leaves the part to count, with other parts still to do (the last one counts through Finish or moving on). */
const worthAsking = (answer: ProgressResult, index: number, total: number) =>
  !answer.partsDone.includes(index) && Array.from({ length: total }, (_, part) => part).some((part) => part !== index && !answer.partsDone.includes(part));

/**
 * Reports the part shown whenever it changes (the server starts its reading clock). Once its reading
 * time has passed on screen, it reports it again so the server counts it and the tick shows without
 * the student moving on (once more a little later if it was not counted yet). The part that would
 * complete the lesson is left to the student's own Finish, so no celebration interrupts the reading.
 */
export function usePartReporting(index: number, total: number, readingSeconds: number | null, show: (index: number) => Promise<ProgressResult | null>) {
  const latest = useRef(show);
  latest.current = show;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const delays = readingSeconds === null ? [] : [readingSeconds * 1000 + MARGIN_MS, RETRY_MS];
    const report = (left: number[]) => {
      void latest.current(index).then((answer) => {
        if (stopped || !answer || left.length === 0 || !worthAsking(answer, index, total)) return;
        timer = setTimeout(() => report(left.slice(1)), left[0]);
      });
    };
    report(delays);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [index, total, readingSeconds]);
}
