import { lazy, Suspense, useState } from 'react';
import { learningTexts } from '../../i18n/learning';
import { ErrorState, LoadingBlocks } from '../../components/states';
import { LazyErrorBoundary } from '../../components/LazyErrorBoundary';

/** The charts' code (recharts) loads only when the tab is opened. */
const loadView = () => import('./analytics/AnalyticsView').then((module) => ({ default: module.AnalyticsView }));
let AnalyticsView = lazy(loadView);

const text = learningTexts.analytics;

/** The analytics tab; its code arrives with the tab, and a failed download can be tried again. */
export function AnalyticsTab() {
  const [, setAttempt] = useState(0);
  const retry = () => {
    AnalyticsView = lazy(loadView);
    setAttempt((value) => value + 1);
  };
  return (
    <LazyErrorBoundary onRetry={retry} fallback={(again) => <ErrorState message={text.loadFailed} onRetry={again} />}>
      <Suspense fallback={<LoadingBlocks rows={4} height={96} label={text.loadingCode} />}>
        <AnalyticsView />
      </Suspense>
    </LazyErrorBoundary>
  );
}
