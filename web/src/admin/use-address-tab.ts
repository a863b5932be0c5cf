import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The tab in the address (`?tab=classes`), so that a list's sort, search and filters kept beside it
 * (react-admin's list parameters) belong to their tab: Back returns to both, and a reload keeps
 * them. Without one, the tab remembered in the browser. Changing the tab starts an address of its own.
 */
export function useAddressTab(stored: () => string): [string, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const [remembered] = useState(stored);
  const tab = params.get('tab') ?? remembered;
  const change = useCallback(
    (next: string) => {
      // The address as it is now (a listener may hold an older render's parameters).
      if (next !== new URLSearchParams(window.location.search).get('tab')) setParams({ tab: next });
    },
    [setParams],
  );
  return [tab, change];
}
