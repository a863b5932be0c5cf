import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import Analytics from '@mui/icons-material/Analytics';
import Dashboard from '@mui/icons-material/Dashboard';
import Forum from '@mui/icons-material/Forum';
import Groups from '@mui/icons-material/Groups';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import People from '@mui/icons-material/People';
import Savings from '@mui/icons-material/Savings';
import Settings from '@mui/icons-material/Settings';
import { useAddressTab } from '../admin/use-address-tab';
import type { SessionUser } from '../api/types';
import { useAuth } from '../auth/auth-context';
import { AccessDenied } from '../components/AccessDenied';
import { DashboardTabs, TabNotFound } from '../components/DashboardTabs';
import { teacherTexts } from '../i18n/teacher';
import { DashboardLayout, displayName } from '../layout/DashboardLayout';
import { AnalyticsTab } from './analytics/AnalyticsTab';
import { ClassesTab } from '../admin/classes/ClassesTab';
import { ContentLibraryTab } from './content/ContentLibraryTab';
import { DashboardTab } from './DashboardTab';
import { EarningsTab } from './earnings/EarningsTab';
import { MessagesTab } from './MessagesTab';
import { useTeacherHome } from './queries';
import { TeacherContext, type TeacherContextValue } from './teacher-context';
import { TeacherHeader } from './TeacherHeader';
import { personName } from '../components/person-look';
import {
  DEFAULT_TEACHER_TAB,
  isTeacherTab,
  storedTeacherTab,
  storeTeacherTab,
  TEACHER_CHANGE_TAB_EVENT,
  TEACHER_PHONE_TABS,
  TEACHER_TABS,
  tabRequestFromEventDetail,
  type TeacherTab,
} from './teacher-tabs';
import { dashboardTexts } from '../i18n/dashboard';
import { lazyView } from '../components/LazyView';

const text = teacherTexts.tabs;

/** The Students tab (the `enrollments` react-admin resource), whose code (react-admin's list, its filters and export) arrives with the tab. */
const StudentsTab = lazyView<object>(() => import('../admin/enrollments').then((module) => ({ default: module.EnrollmentList })), {
  loading: teacherTexts.students.loading,
  failed: dashboardTexts.tabLoadFailed,
});

/** The Settings tab, whose code (the profile's form) arrives with the tab. */
const SettingsTab = lazyView<object>(() => import('./SettingsTab').then((module) => ({ default: module.SettingsTab })), {
  loading: teacherTexts.settings.loading,
  failed: dashboardTexts.tabLoadFailed,
});

const TAB_ICONS: Record<TeacherTab, ReactElement> = {
  dashboard: <Dashboard />,
  content: <LibraryBooks />,
  students: <People />,
  analytics: <Analytics />,
  earnings: <Savings />,
  messages: <Forum />,
  settings: <Settings />,
  classes: <Groups />,
};

interface TabProps {
  tab: string;
  onBack: () => void;
  name: string;
  createPending: boolean;
  onCreateOpened: () => void;
  classId: number | null;
}

function TabContent({ tab, onBack, name, createPending, onCreateOpened, classId }: TabProps) {
  if (!isTeacherTab(tab)) return <TabNotFound texts={text} onBack={onBack} />;
  switch (tab) {
    case 'dashboard':
      return <DashboardTab name={name} />;
    case 'content':
      return <ContentLibraryTab openCreate={createPending} onCreateOpened={onCreateOpened} />;
    case 'students':
      return <StudentsTab />;
    case 'analytics':
      return <AnalyticsTab preselectedClassId={classId} />;
    case 'earnings':
      return <EarningsTab />;
    case 'messages':
      return <MessagesTab />;
    case 'settings':
      return <SettingsTab />;
    case 'classes':
      return <ClassesTab />;
    default:
      return <TabNotFound texts={text} onBack={onBack} />;
  }
}

/** The teacher's workspace: the header, the tab bar (remembered in the browser) and the tabs. */
function TeacherWorkspace({ user }: { user: SessionUser }) {
  const [tab, setTab] = useAddressTab(storedTeacherTab);
  const [createPending, setCreatePending] = useState(false);
  const createOpened = useCallback(() => setCreatePending(false), []);
  const [classId, setClassId] = useState<number | null>(null);
  const home = useTeacherHome();

  useEffect(() => {
    storeTeacherTab(tab);
  }, [tab]);

  // Quick actions and other screens ask for a tab ('content' with the create form open, 'analytics' with a class).
  useEffect(() => {
    const onChangeTab = (event: Event) => {
      const request = tabRequestFromEventDetail((event as CustomEvent<unknown>).detail);
      if (!request) return;
      setTab(request.tab);
      if (request.create) setCreatePending(true);
      if (request.classId !== undefined) setClassId(request.classId);
    };
    window.addEventListener(TEACHER_CHANGE_TAB_EVENT, onChangeTab);
    return () => window.removeEventListener(TEACHER_CHANGE_TAB_EVENT, onChangeTab);
  }, []);

  const context = useMemo<TeacherContextValue>(() => ({ userId: user.id }), [user.id]);
  const profile = home.data;
  const name = (profile && personName(profile)) || displayName(user);

  return (
    <TeacherContext.Provider value={context}>
      <TeacherHeader user={user} home={home} />
      <DashboardTabs idPrefix="teacher" tabs={TEACHER_TABS} phoneTabs={TEACHER_PHONE_TABS} icons={TAB_ICONS} texts={text} tab={tab} isKnown={isTeacherTab} onChange={setTab}>
        <TabContent tab={tab} onBack={() => setTab(DEFAULT_TEACHER_TAB)} name={name} createPending={createPending} onCreateOpened={createOpened} classId={classId} />
      </DashboardTabs>
    </TeacherContext.Provider>
  );
}

/** /teacher/dashboard: the teacher's workspace; other roles see Access Denied. */
export function TeacherDashboard() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <DashboardLayout title={dashboardTexts.roleDashboardTitle.teacher}>
      {user.userRole === 'teacher' ? <TeacherWorkspace user={user} /> : <AccessDenied message={dashboardTexts.accessDenied.teacher} role={user.userRole} />}
    </DashboardLayout>
  );
}
