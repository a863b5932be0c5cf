import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { AnnouncementsCard } from './dashboard/AnnouncementsCard';
import { ParentGoalsCard } from './family/ParentGoalsCard';
import { useActivity, useChallenges, useGamingProfile, useInventory, useParentGoals } from './queries';
import { QuickActions } from './QuickActions';
import { HeaderCard } from './dashboard/HeaderCard';
import { TodayGoals } from './dashboard/TodayGoals';
import { GamingActivity } from './dashboard/GamingActivity';
import { LiveStatistics } from './dashboard/LiveStatistics';
import { RecentDrops } from './dashboard/RecentDrops';

/** The dashboard tab: header card, quick actions, the classes' announcements, today's goals, the goals from parents, activity, live statistics, drops. */
export function DashboardTab() {
  const gaming = useGamingProfile();
  const activity = useActivity();
  const inventory = useInventory();
  const challenges = useChallenges();
  const parentGoals = useParentGoals();

  return (
    <Stack spacing={3}>
      <HeaderCard gaming={gaming} activity={activity} />
      <QuickActions />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Stack spacing={3}>
            <AnnouncementsCard />
            <TodayGoals challenges={challenges} />
            <ParentGoalsCard goals={parentGoals} />
            <GamingActivity gaming={gaming.data ?? null} activity={activity.data ?? null} inventory={inventory.data ?? null} />
            <RecentDrops inventory={inventory} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <LiveStatistics gaming={gaming.data ?? null} activity={activity.data ?? null} />
        </Grid>
      </Grid>
    </Stack>
  );
}
