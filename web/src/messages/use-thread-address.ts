import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

const THREAD_PARAM = 'thread';

/** Marks an address the list opened, so that going back to the list is the browser's Back. */
interface OpenedFromList {
  threadOpenedFromList: true;
}

const openedFromList = (state: unknown): state is OpenedFromList => typeof state === 'object' && state !== null && (state as OpenedFromList).threadOpenedFromList === true;

/**
 * The open conversation, kept in the address beside the tab (`?tab=messages&thread=12`), so that
 * Back and a reload show it again. Opening one is a step of the history; closing it goes back that
 * step when there is one, else replaces the address with the list's.
 */
export function useThreadAddress(): { threadId: number | null; open(threadId: number): void; close(): void } {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get(THREAD_PARAM);
  const threadId = raw !== null && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;

  const open = useCallback(
    (id: number) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(THREAD_PARAM, String(id));
          return next;
        },
        { state: { threadOpenedFromList: true } satisfies OpenedFromList },
      );
    },
    [setParams],
  );

  const close = useCallback(() => {
    if (openedFromList(location.state)) {
      void navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(THREAD_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [location.state, navigate, setParams]);

  return { threadId, open, close };
}
