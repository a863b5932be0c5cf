import { teacherTexts } from '../../i18n/teacher';
import { lazyView } from '../../components/LazyView';
import { dashboardTexts } from '../../i18n/dashboard';

const loadView = () => import('../../admin/content').then((module) => ({ default: module.ContentList }));

/**
 * The Content Library tab: the list of the `content` react-admin resource (web/src/admin/content),
 * whose code arrives with the tab. `openCreate` is set when the dashboard's 'Create Content' quick
 * action asks for the form; `onCreateOpened` clears it.
 */
export const ContentLibraryTab = lazyView<{ openCreate?: boolean; onCreateOpened?: () => void }>(loadView, {
  loading: teacherTexts.library.loading,
  failed: dashboardTexts.tabLoadFailed,
});
