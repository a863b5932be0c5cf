import { useCallback, useEffect, useRef, useState } from 'react';

export interface Resource<T> {
  data: T | null;
  error: unknown;
  /** True until the first answer (or failure); a reload keeps showing the data it has. */
  loading: boolean;
  reloading: boolean;
  reload(): void;
}

/**
 * Loads something when the component shows and again whenever `deps` change or `reload()` is
 * called. An answer that arrives after a newer request started is ignored.
 */
export function useResource<T>(load: () => Promise<T>, deps: readonly unknown[]): Resource<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean; reloading: boolean }>({
    data: null,
    error: null,
    loading: true,
    reloading: false,
  });
  const [nonce, setNonce] = useState(0);
  const latest = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    const request = ++latest.current;
    setState((previous) => ({ ...previous, loading: previous.data === null, reloading: previous.data !== null }));
    loader.current().then(
      (data) => {
        if (request === latest.current) setState({ data, error: null, loading: false, reloading: false });
      },
      (error: unknown) => {
        if (request === latest.current) setState((previous) => ({ ...previous, error, loading: false, reloading: false }));
      },
    );
  }, [nonce, ...deps]);

  const reload = useCallback(() => setNonce((value) => value + 1), []);
  return { ...state, reload };
}
