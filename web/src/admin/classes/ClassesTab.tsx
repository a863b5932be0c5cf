import { classesTexts } from '../../i18n/classes';
import { lazyView } from '../../components/LazyView';
import { dashboardTexts } from '../../i18n/dashboard';

const loadView = () => import('./ClassesView').then((module) => ({ default: module.ClassesView }));

/**
 * The Classes tab (spec §2 "Classes tab"), built with react-admin; its code (react-admin's screens)
 * arrives with the tab. A class card's name jumps to the analytics tab with the class preselected.
 */
export const ClassesTab = lazyView<object>(loadView, { loading: classesTexts.tab.loading, failed: dashboardTexts.tabLoadFailed });
