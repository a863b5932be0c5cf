import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/http-client';

/** A failure the same request cannot fix by asking again: the server said no (4xx). */
const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The app's one query cache: every screen reads and writes through it, and a change invalidates
 * the keys it touched. A 4xx is final; a network failure or a 5xx is tried once more.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5_000,
      retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
      refetchOnWindowFocus: false,
    },
    mutations: {
      retry: false,
    },
  },
});
