import { useEffect, useMemo, useState, type ReactElement } from 'react';
import Analytics from '@mui/icons-material/Analytics';
import Backpack from '@mui/icons-material/Backpack';
import Dashboard from '@mui/icons-material/Dashboard';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Favorite from '@mui/icons-material/Favorite';
import MenuBook from '@mui/icons-material/MenuBook';
import Settings from '@mui/icons-material/Settings';
import TravelExplore from '@mui/icons-material/TravelExplore';
import TrackChanges from '@mui/icons-material/TrackChanges';
import type { SessionUser } from '../api/types';
import { useAuth } from '../auth/auth-context';
import { AccessDenied } from '../components/AccessDenied';
import { DashboardTabs, TabNotFound } from '../components/DashboardTabs';
import { useToast } from '../components/Toasts';
import { gameTexts } from '../i18n';
import { DashboardLayout } from '../layout/DashboardLayout';
import { ChallengesTab } from './ChallengesTab';
import { BrowseContentTab } from './content/BrowseContentTab';
import { MyCoursesTab } from './content/MyCoursesTab';
import { AnalyticsTab } from './learning/AnalyticsTab';
import { WishlistTab } from './learning/WishlistTab';
import { DashboardTab } from './DashboardTab';
import { FirstVisitWelcome } from './FirstVisitWelcome';
import { GameContext, type GameContextValue } from './game-context';
import { InventoryTab } from './InventoryTab';
import { LeaderboardTab } from './LeaderboardTab';
import { updateLoginStreakOnArrival } from './login-streak';
import { SettingsTab } from './SettingsTab';
import { useStudentLiveUpdates } from './live-updates';
import {
  CHANGE_TAB_EVENT,
  DEFAULT_STUDENT_TAB,
  isStudentTab,
  storedStudentTab,
  storeStudentTab,
  STUDENT_PHONE_TABS,
  STUDENT_TABS,
  tabFromEventDetail,
  type StudentTab,
} from './student-tabs';
import { progressChanged } from './queries';
import { dashboardTexts } from '../i18n/dashboard';

const text = gameTexts.tabs;

const TAB_ICONS: Record<StudentTab, ReactElement> = {
  dashboard: <Dashboard />,
  'my-courses': <MenuBook />,
  'browse-content': <TravelExplore />,
  leaderboard: <EmojiEvents />,
  challenges: <TrackChanges />,
  inventory: <Backpack />,
  analytics: <Analytics />,
  wishlist: <Favorite />,
  settings: <Settings />,
};

function TabContent({ tab, onBack }: { tab: string; onBack: () => void }) {
  if (!isStudentTab(tab)) return <TabNotFound texts={text} onBack={onBack} />;
  switch (tab) {
    case 'dashboard':
      return <DashboardTab />;
    case 'analytics':
      return <AnalyticsTab />;
    case 'my-courses':
      return <MyCoursesTab />;
    case 'browse-content':
      return <BrowseContentTab />;
    case 'wishlist':
      return <WishlistTab />;
    case 'leaderboard':
      return <LeaderboardTab />;
    case 'challenges':
      return <ChallengesTab />;
    case 'inventory':
      return <InventoryTab />;
    case 'settings':
      return <SettingsTab />;
    default:
      return <TabNotFound texts={text} onBack={onBack} />;
  }
}

/** The student's game: the tab bar (remembered in the browser), the tabs, the arrival streak. */
function StudentGame({ user }: { user: SessionUser }) {
  const toast = useToast();
  const [tab, setTab] = useState<string>(() => storedStudentTab());
  useStudentLiveUpdates();

  useEffect(() => {
    storeStudentTab(tab);
  }, [tab]);

  // Another part of the app asks for a tab (usually 'challenges').
  useEffect(() => {
    const onChangeTab = (event: Event) => {
      const next = tabFromEventDetail((event as CustomEvent<unknown>).detail);
      if (next) setTab(next);
    };
    window.addEventListener(CHANGE_TAB_EVENT, onChangeTab);
    return () => window.removeEventListener(CHANGE_TAB_EVENT, onChangeTab);
  }, []);

  // The login streak, once per local day, on arrival.
  useEffect(() => {
    let active = true;
    updateLoginStreakOnArrival(user.id, user.timeZone).then(
      (result) => {
        if (!active || !result?.counted) return;
        toast.success(gameTexts.streak.counted(result.currentStreak, result.xpAward?.xpGain ?? null));
        void progressChanged();
      },
      () => {
        // Not recorded: the next visit tries again.
      },
    );
    return () => {
      active = false;
    };
  }, [user.id, user.timeZone, toast]);

  const game = useMemo<GameContextValue>(() => ({ userId: user.id }), [user.id]);

  return (
    <GameContext.Provider value={game}>
      <DashboardTabs idPrefix="student" tabs={STUDENT_TABS} phoneTabs={STUDENT_PHONE_TABS} icons={TAB_ICONS} texts={text} tab={tab} isKnown={isStudentTab} onChange={setTab}>
        <TabContent tab={tab} onBack={() => setTab(DEFAULT_STUDENT_TAB)} />
      </DashboardTabs>
      <FirstVisitWelcome userId={user.id} name={user.firstName || user.username} onBrowseCourses={() => setTab('browse-content')} />
    </GameContext.Provider>
  );
}

/** /student/dashboard: the student's game tabs; other roles see Access Denied. */
export function StudentDashboard() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <DashboardLayout title={dashboardTexts.roleDashboardTitle.student}>
      {user.userRole === 'student' ? (
        <StudentGame user={user} />
      ) : (
        <AccessDenied message={dashboardTexts.accessDenied.student} role={user.userRole} />
      )}
    </DashboardLayout>
  );
}
