import { learningTexts } from '../../i18n/learning';
import { lazyView } from '../../components/LazyView';

const text = learningTexts.analytics;

/** The analytics tab; its code (recharts) arrives with the tab, and a failed download can be tried again. */
export const AnalyticsTab = lazyView<object>(() => import('./analytics/AnalyticsView').then((module) => ({ default: module.AnalyticsView })), {
  loading: text.loadingCode,
  failed: text.loadFailed,
});
