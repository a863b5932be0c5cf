import { useEffect, useState, type ReactElement } from 'react';
import Dashboard from '@mui/icons-material/Dashboard';
import Insights from '@mui/icons-material/Insights';
import Settings from '@mui/icons-material/Settings';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import type { SessionUser } from '../api/types';
import { useAuth } from '../auth/auth-context';
import { AccessDenied } from '../components/AccessDenied';
import { DashboardTabs, TabNotFound } from '../components/DashboardTabs';
import { sponsorTexts } from '../i18n/sponsor';
import { DashboardLayout } from '../layout/DashboardLayout';
import { ImpactTab } from './ImpactTab';
import { OverviewTab } from './OverviewTab';
import { SettingsTab } from './SettingsTab';
import { SponsorContentTab } from './SponsorContentTab';
import { SponsorHeader } from './SponsorHeader';
import { DEFAULT_SPONSOR_TAB, isSponsorTab, SPONSOR_CHANGE_TAB_EVENT, SPONSOR_TABS, storedSponsorTab, storeSponsorTab, type SponsorTab } from './sponsor-tabs';
import { useSponsoredContent, useSponsorProfile, useSponsorStats } from './queries';
import { dashboardTexts } from '../i18n/dashboard';

const text = sponsorTexts.tabs;

const TAB_ICONS: Record<SponsorTab, ReactElement> = {
  overview: <Dashboard />,
  'sponsor-content': <VolunteerActivism />,
  impact: <Insights />,
  settings: <Settings />,
};

function TabContent({ tab, onBack }: { tab: SponsorTab; onBack: () => void }) {
  switch (tab) {
    case 'overview':
      return <OverviewTab />;
    case 'sponsor-content':
      return <SponsorContentTab />;
    case 'impact':
      return <ImpactTab />;
    case 'settings':
      return <SettingsTab />;
    default:
      return <TabNotFound texts={text} onBack={onBack} />;
  }
}

/** The sponsor's workspace: the header, the tab bar (remembered in the browser) and the tabs. */
function SponsorWorkspace({ user }: { user: SessionUser }) {
  const [tab, setTab] = useState<SponsorTab>(() => storedSponsorTab());
  // Read on arrival and kept while the workspace shows: the header and every tab show them.
  useSponsorProfile();
  useSponsorStats();
  useSponsoredContent();

  useEffect(() => {
    storeSponsorTab(tab);
  }, [tab]);

  useEffect(() => {
    const onChangeTab = (event: Event) => {
      const requested = (event as CustomEvent<unknown>).detail;
      if (isSponsorTab(requested)) setTab(requested);
    };
    window.addEventListener(SPONSOR_CHANGE_TAB_EVENT, onChangeTab);
    return () => window.removeEventListener(SPONSOR_CHANGE_TAB_EVENT, onChangeTab);
  }, []);

  return (
    <>
      <SponsorHeader user={user} />
      <DashboardTabs idPrefix="sponsor" tabs={SPONSOR_TABS} icons={TAB_ICONS} texts={text} tab={tab} isKnown={isSponsorTab} onChange={setTab}>
        <TabContent tab={tab} onBack={() => setTab(DEFAULT_SPONSOR_TAB)} />
      </DashboardTabs>
    </>
  );
}

/** /sponsor/dashboard: the sponsor's workspace; other roles see Access Denied. */
export function SponsorDashboard() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <DashboardLayout title={dashboardTexts.roleDashboardTitle.sponsor}>
      {user.userRole === 'sponsor' ? <SponsorWorkspace user={user} /> : <AccessDenied message={sponsorTexts.accessDenied} role={user.userRole} />}
    </DashboardLayout>
  );
}
