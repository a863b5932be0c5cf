import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api/api-error';

/** A failure the same request cannot fix by asking again: the server said no (4xx). */
const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The server is catching up, not failing (503 with Retry-After, as a leaderboard being rebuilt answers). */
export const asksToWait = (error: unknown): error is ApiError & { retryAfterSeconds: number } =>
  error instanceof ApiError && error.status === 503 && error.retryAfterSeconds !== null;

/** How often a query is asked again when the server asks to wait: about two minutes at its usual five seconds. */
const WAITS = 24;

/**
 * The app's one query cache: every screen reads and writes through it, and a change invalidates
 * the keys it touched. A 4xx is final; a network failure or a 5xx is tried once more, and a server
 * that asks to wait is asked again when it said.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 2_000,
      retry: (failureCount, error) => (asksToWait(error) ? failureCount < WAITS : !isClientError(error) && failureCount < 1),
      retryDelay: (failureCount, error) => (asksToWait(error) ? error.retryAfterSeconds * 1000 : Math.min(1000 * 2 ** failureCount, 30_000)),
      refetchOnWindowFocus: false,
    },
    mutations: {
      retry: false,
    },
  },
});

/** The first part of every key the dashboards' own screens use (react-admin's resources keep theirs). */
export const SCREEN_KEY_ROOTS = ['student', 'sponsor', 'parent', 'teacher', 'account'] as const;

// A screen that shows again loads again, with its loading blocks, as the dashboards always did:
// what it showed is forgotten once no screen shows it. A screen still on view keeps its data
// while it reloads.
for (const root of SCREEN_KEY_ROOTS) queryClient.setQueryDefaults([root], { gcTime: 0 });

/** After a change: the views on screen reload what these keys hold, the others load afresh when they show. */
export function invalidateKeys(...keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
