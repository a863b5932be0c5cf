import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorState, LoadingBlocks } from './states';
import { LazyErrorBoundary } from './LazyErrorBoundary';

/** What a view says while its code arrives, and when it could not. */
export interface LazyViewTexts {
  loading: string;
  failed: string;
}

/**
 * A view (a dashboard's tab) whose code, with the libraries only it uses (recharts, react-admin's
 * lists and forms), loads only when it opens; a failed download can be tried again.
 */
export function lazyView<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>, texts: LazyViewTexts) {
  let View: LazyExoticComponent<ComponentType<Props>> = lazy(load);
  return function LazyView(props: Props) {
    const [, setAttempt] = useState(0);
    const retry = () => {
      View = lazy(load);
      setAttempt((value) => value + 1);
    };
    return (
      <LazyErrorBoundary onRetry={retry} fallback={(again) => <ErrorState message={texts.failed} onRetry={again} />}>
        <Suspense fallback={<LoadingBlocks rows={4} height={96} label={texts.loading} />}>
          <View {...props} />
        </Suspense>
      </LazyErrorBoundary>
    );
  };
}
