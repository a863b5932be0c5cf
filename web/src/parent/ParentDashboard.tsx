import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import Analytics from '@mui/icons-material/Analytics';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Dashboard from '@mui/icons-material/Dashboard';
import Forum from '@mui/icons-material/Forum';
import Insights from '@mui/icons-material/Insights';
import Settings from '@mui/icons-material/Settings';
import Favorite from '@mui/icons-material/Favorite';
import { useAddressTab } from '../admin/use-address-tab';
import type { ConnectChildResult } from '../api/parent-api';
import type { SessionUser } from '../api/types';
import { useAuth } from '../auth/auth-context';
import { AccessDenied } from '../components/AccessDenied';
import { DashboardTabs } from '../components/DashboardTabs';
import { useToast } from '../components/Toasts';
import { parentTexts } from '../i18n/parent';
import { DashboardLayout } from '../layout/DashboardLayout';
import { AnalysisTab } from './analysis/AnalysisTab';
import { AnalyticsTab } from './analytics/AnalyticsTab';
import { ConnectChildDialog } from './ConnectChildDialog';
import { MessagesTab } from './MessagesTab';
import { OverviewTab } from './OverviewTab';
import { ParentContext, type ParentContextValue } from './parent-context';
import { ParentHeader } from './ParentHeader';
import { childName } from './parent-look';
import { isParentTab, PARENT_PHONE_TABS, PARENT_TABS, storedParentTab, storeParentTab, type ParentTab } from './parent-tabs';
import { SettingsTab } from './SettingsTab';
import { refreshParent, useParentChildren, useParentProfile } from './queries';
import { dashboardTexts } from '../i18n/dashboard';
import { parentWishlistTexts } from '../i18n/parent-wishlist';
import { lazyView } from '../components/LazyView';

const text = parentTexts.tabs;

/** The Budget tab (goals and transfers, react-admin resources), whose code (react-admin's lists and forms) arrives with the tab. */
const BudgetTab = lazyView<object>(() => import('./budget/BudgetTab').then((module) => ({ default: module.BudgetTab })), {
  loading: parentTexts.budget.loading,
  failed: dashboardTexts.tabLoadFailed,
});

/** The Wishlist tab (the `wishlist` react-admin resource), whose code arrives with the tab. */
const WishlistTab = lazyView<object>(() => import('../admin/wishlist').then((module) => ({ default: module.WishlistList })), {
  loading: parentWishlistTexts.states.loading,
  failed: dashboardTexts.tabLoadFailed,
});

const TAB_ICONS: Record<ParentTab, ReactElement> = {
  overview: <Dashboard />,
  analysis: <Insights />,
  analytics: <Analytics />,
  messages: <Forum />,
  budget: <AccountBalanceWallet />,
  wishlist: <Favorite />,
  settings: <Settings />,
};

function TabContent({ tab }: { tab: ParentTab }) {
  switch (tab) {
    case 'overview':
      return <OverviewTab />;
    case 'analysis':
      return <AnalysisTab />;
    case 'analytics':
      return <AnalyticsTab />;
    case 'messages':
      return <MessagesTab />;
    case 'budget':
      return <BudgetTab />;
    case 'wishlist':
      return <WishlistTab />;
    case 'settings':
      return <SettingsTab />;
  }
}

/** The parent's workspace: the header, the tab bar (remembered in the browser), the tabs and the Connect Child dialog. */
function ParentWorkspace({ user }: { user: SessionUser }) {
  const toast = useToast();
  const [addressTab, setTab] = useAddressTab(storedParentTab);
  const tab: ParentTab = isParentTab(addressTab) ? addressTab : storedParentTab();
  const [analysedChildId, setAnalysedChildId] = useState<number | null>(null);
  const [connectOpen, setConnectOpen] = useState(false);
  const profile = useParentProfile();
  const family = useParentChildren();

  useEffect(() => {
    storeParentTab(tab);
  }, [tab]);

  const showAnalysis = useCallback((childId: number) => {
    setAnalysedChildId(childId);
    setTab('analysis');
  }, []);
  const openConnectChild = useCallback(() => setConnectOpen(true), []);

  const context = useMemo<ParentContextValue>(
    () => ({ profile, family, showTab: setTab, showAnalysis, analysedChildId, setAnalysedChildId, openConnectChild }),
    [profile, family, showAnalysis, analysedChildId, openConnectChild],
  );

  const connected = (result: ConnectChildResult) => {
    setConnectOpen(false);
    if (result.child) toast.success(parentTexts.connect.connected(childName(result.child)));
    else toast.info(parentTexts.connect.requestSent(String(result.identifier ?? '')));
    void refreshParent();
  };

  return (
    <ParentContext.Provider value={context}>
      <ParentHeader user={user} />
      <DashboardTabs idPrefix="parent" tabs={PARENT_TABS} phoneTabs={PARENT_PHONE_TABS} icons={TAB_ICONS} texts={text} tab={tab} isKnown={isParentTab} onChange={setTab}>
        <TabContent tab={tab} />
      </DashboardTabs>
      <ConnectChildDialog open={connectOpen} onClose={() => setConnectOpen(false)} onConnected={connected} />
    </ParentContext.Provider>
  );
}

/** /parent/dashboard: the parent's workspace; other roles see Access Denied. */
export function ParentDashboard() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <DashboardLayout title={dashboardTexts.roleDashboardTitle.parent}>
      {user.userRole === 'parent' ? <ParentWorkspace user={user} /> : <AccessDenied message={dashboardTexts.accessDenied.parent} role={user.userRole} />}
    </DashboardLayout>
  );
}
