import { lazyView } from '../../components/LazyView';
import { teacherTexts } from '../../i18n/teacher';

const loadView = () => import('./EarningsView').then((module) => ({ default: module.EarningsView }));

/** The Earnings tab; its code (recharts) arrives with the tab. */
export const EarningsTab = lazyView(loadView, { loading: teacherTexts.analytics.loadingCode, failed: teacherTexts.analytics.loadFailed });
