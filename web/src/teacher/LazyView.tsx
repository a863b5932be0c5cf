import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { teacherTexts } from '../i18n/teacher';
import { ErrorState, LoadingBlocks } from '../components/states';
import { LazyErrorBoundary } from '../components/LazyErrorBoundary';

const text = teacherTexts.analytics;

/**
 * A view whose code (with recharts) loads only when its tab opens; a failed download can be tried
 * again (the same pattern as the student's analytics tab).
 */
export function lazyView<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>, loadingLabel: string = text.loadingCode) {
  let View: LazyExoticComponent<ComponentType<Props>> = lazy(load);
  return function LazyView(props: Props) {
    const [, setAttempt] = useState(0);
    const retry = () => {
      View = lazy(load);
      setAttempt((value) => value + 1);
    };
    return (
      <LazyErrorBoundary onRetry={retry} fallback={(again) => <ErrorState message={text.loadFailed} onRetry={again} />}>
        <Suspense fallback={<LoadingBlocks rows={4} height={96} label={loadingLabel} />}>
          <View {...props} />
        </Suspense>
      </LazyErrorBoundary>
    );
  };
}
