import { lazyView } from '../LazyView';

const loadView = () => import('./EarningsView').then((module) => ({ default: module.EarningsView }));

/** The Earnings tab; its code (recharts) arrives with the tab. */
export const EarningsTab = lazyView(loadView);
