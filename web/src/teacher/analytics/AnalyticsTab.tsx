import { lazyView } from '../LazyView';

const loadView = () => import('./AnalyticsView').then((module) => ({ default: module.AnalyticsView }));

/** The Analytics tab; its code (recharts) arrives with the tab. */
export const AnalyticsTab = lazyView(loadView);
