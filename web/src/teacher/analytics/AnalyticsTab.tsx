import { lazyView } from '../../components/LazyView';
import { teacherTexts } from '../../i18n/teacher';

const loadView = () => import('./AnalyticsView').then((module) => ({ default: module.AnalyticsView }));

/** The Analytics tab; its code (recharts) arrives with the tab. */
export const AnalyticsTab = lazyView(loadView, { loading: teacherTexts.analytics.loadingCode, failed: teacherTexts.analytics.loadFailed });
