import { useAuth } from '../auth/auth-context';
import { ComingSoonCard, WelcomeCard } from '../components/WelcomeCard';
import { t } from '../i18n';
import { DashboardLayout } from '../layout/DashboardLayout';

function companyNameOf(profile: unknown): string | null {
  if (profile && typeof profile === 'object' && 'companyName' in profile) {
    const name = (profile as { companyName?: unknown }).companyName;
    if (typeof name === 'string' && name.trim()) return name;
  }
  return null;
}

/** /sponsor/dashboard: the sponsor's home (only sponsors reach it). Its tabs arrive in the next steps. */
export function SponsorDashboard() {
  const { user } = useAuth();
  if (!user) return null;
  const name = companyNameOf(user.sponsorProfile) ?? user.username;

  return (
    <DashboardLayout title={t.dashboard.roleDashboardTitle.sponsor}>
      <WelcomeCard role="sponsor" name={name} subtitle={t.dashboard.signedInAs(t.roles.sponsor.label)} />
      <ComingSoonCard title={t.dashboard.comingSoonTitle} text={t.dashboard.sponsorComingSoon} />
    </DashboardLayout>
  );
}
