import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LiveEventsProvider } from './live/LiveEventsProvider';
import { queryClient } from './query-client';
import { UserSettingsProvider } from './settings/UserSettingsProvider';

/**
 * What only a signed-in user's screens need: the query cache, the user's settings and the live
 * events (notifications, messages). It is its own chunk, so the sign-in and public pages load none
 * of it.
 */
export default function SignedInData({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <UserSettingsProvider>
        <LiveEventsProvider>{children}</LiveEventsProvider>
      </UserSettingsProvider>
    </QueryClientProvider>
  );
}
