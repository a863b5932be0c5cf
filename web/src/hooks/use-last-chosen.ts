import { useEffect, useState } from 'react';

/** The chosen thing, or while a dialog closes (chosen back to null) the last one chosen, so it stays shown. */
export function useLastChosen<T>(chosen: T | null): T | null {
  const [shown, setShown] = useState<T | null>(chosen);
  useEffect(() => {
    if (chosen) setShown(chosen);
  }, [chosen]);
  return chosen ?? shown;
}
