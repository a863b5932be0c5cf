import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Bolt from '@mui/icons-material/Bolt';
import Casino from '@mui/icons-material/Casino';
import Insights from '@mui/icons-material/Insights';
import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';
import SportsEsports from '@mui/icons-material/SportsEsports';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { achievements } from '../../../domain/dashboard/achievements';
import { analyticsBars } from '../../../domain/dashboard/analytics-bars';
import { dayEndsIn } from '../../../domain/dashboard/day-ends-in';
import { formatStudyTime } from '../../../domain/dashboard/study-time';
import { todayProgressPercent } from '../../../domain/dashboard/today-progress';
import { newestDrops } from '../../../domain/inventory/boosts';
import { levelProgressPercent } from '../../../domain/progression/level';
import { streakFlameColour } from '../../../domain/streak/login-streak';
import { resolveTimeZone } from '../../../domain/shared/calendar';
import { errorText, type ActivityCounters, type GamingProfile, type Inventory, type PeriodChallenges } from '../api/game-api';
import { useAuth } from '../auth/auth-context';
import { HeaderFigure } from '../components/HeaderFigure';
import { gameTexts } from '../i18n';
import { displayName } from '../layout/DashboardLayout';
import { ItemArt } from '../components/art/ItemArt';
import { AchievementIcon, FLAME_COLOURS, GoalIcon, PlayerAvatar, RarityChip, rarityColour, softFill, TokenIcon } from '../components/game-look';
import { Panel } from '../components/Panel';
import { EmptyState, ErrorState, LoadingBlocks } from '../components/states';
import { ParentGoalsCard } from './family/ParentGoalsCard';
import { useActivity, useChallenges, useGamingProfile, useInventory, useParentGoals } from './queries';
import { QuickActions } from './QuickActions';
import { requestStudentTab } from './student-tabs';
import { useNow } from '../hooks/use-now';

const text = gameTexts;

function Bar({ value, label, colour, testId }: { value: number; label: string; colour?: string; testId?: string }) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <LinearProgress
      variant="determinate"
      value={percent}
      aria-label={label}
      data-testid={testId}
      data-value={percent}
      sx={{
        height: 10,
        borderRadius: 5,
        bgcolor: 'rgba(91, 63, 214, 0.12)',
        '& .MuiLinearProgress-bar': { borderRadius: 5, ...(colour ? { background: colour } : {}) },
      }}
    />
  );
}

/** The header card: avatar, name, rank, level, XP bar, tokens, streak and today's progress. */
function HeaderCard({ gaming, activity }: { gaming: UseQueryResult<GamingProfile>; activity: UseQueryResult<ActivityCounters> }) {
  const { user } = useAuth();
  const now = useNow();
  if (!user) return null;
  const name = displayName(user);
  if (gaming.isPending) {
    return (
      <Paper elevation={4} sx={{ p: 3 }}>
        <LoadingBlocks rows={3} height={36} />
      </Paper>
    );
  }
  if (!gaming.data) return <ErrorState message={errorText(gaming.error, text.header.loadFailed)} onRetry={() => void gaming.refetch()} />;
  const profile = gaming.data;
  const xpPercent = Number.isFinite(profile.levelProgress) ? profile.levelProgress : levelProgressPercent(profile.xp, profile.level);
  const today = todayProgressPercent(profile.dailyGoalCompleted, activity.data?.dailyStudyMinutes ?? 0);
  const flame = streakFlameColour(profile.currentStreak);
  const endsIn = dayEndsIn(now, resolveTimeZone(profile.timeZone));

  return (
    <Paper elevation={4} sx={{ p: { xs: 2.5, sm: 3 } }} data-testid="student-header-card">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: { md: 280 } }}>
          <PlayerAvatar avatar={profile.avatar} name={name} size={72} />
          <Box>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }} data-testid="display-name">
              {name}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
              <Chip size="small" color="primary" label={`${text.header.rank}: ${profile.rank}`} data-testid="header-rank" />
              <Chip size="small" variant="outlined" color="primary" label={text.common.level(profile.level)} data-testid="header-level" />
            </Stack>
          </Box>
        </Stack>

        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {text.header.experience}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="header-xp">
              {text.header.xpOf(profile.xp, profile.nextLevelXP)}
            </Typography>
          </Stack>
          <Bar value={xpPercent} label={text.header.experience} colour="linear-gradient(90deg, #5b3fd6, #00a6c7)" testId="xp-bar" />

          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2, mb: 0.5, gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {text.header.todayProgress} · {text.common.percent(today)}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="day-ends-in">
              {today >= 100 ? `${text.header.goalDone} ` : ''}
              {text.header.dayEndsIn(endsIn)}
            </Typography>
          </Stack>
          <Bar value={today} label={text.header.todayProgress} colour="linear-gradient(90deg, #43a047, #9ccc65)" testId="today-bar" />
        </Box>

        <Stack direction={{ xs: 'row', md: 'column' }} spacing={2} sx={{ minWidth: { md: 150 } }}>
          <HeaderFigure label={text.header.tokens} value={<span><TokenIcon /> {profile.tokenBalance}</span>} testId="header-tokens" />
          <HeaderFigure
            label={text.header.streak}
            testId="header-streak"
            value={
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Tooltip title={text.header.flame(flame)}>
                  <LocalFireDepartment sx={{ color: FLAME_COLOURS[flame] }} data-flame={flame} aria-label={text.header.flame(flame)} />
                </Tooltip>
                <span>{text.header.streakDays(profile.currentStreak)}</span>
              </Stack>
            }
          />
          <Typography variant="caption" color="text.secondary" data-testid="header-best-streak" sx={{ alignSelf: { xs: 'flex-end', md: 'flex-start' } }}>
            {text.header.bestStreak(profile.longestStreak)}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}

function TodayGoals({ challenges }: { challenges: UseQueryResult<{ daily: PeriodChallenges }> }) {
  return (
    <Panel
      title={text.goals.title}
      icon={<TaskAlt />}
      testId="todays-goals"
      action={
        <Button size="small" onClick={() => requestStudentTab('challenges')}>
          {text.goals.viewAll}
        </Button>
      }
    >
      {challenges.isPending ? (
        <LoadingBlocks rows={3} height={40} />
      ) : !challenges.data ? (
        <ErrorState message={errorText(challenges.error, text.goals.failed)} onRetry={() => void challenges.refetch()} />
      ) : challenges.data.daily.goals.length === 0 ? (
        <EmptyState title={text.goals.empty} />
      ) : (
        <Stack spacing={1.75}>
          {challenges.data.daily.goals.map((goal) => (
            <Box key={goal.id} data-testid={`today-goal-${goal.id}`}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                <GoalIcon unit={goal.unit} sx={{ fontSize: 20 }} />
                <Typography sx={{ flex: 1, fontWeight: 600 }}>{goal.title}</Typography>
                {goal.completed ? (
                  <Chip size="small" color="success" label={text.goals.done} />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {text.goals.progress(goal.current, goal.target, goal.unit)}
                  </Typography>
                )}
              </Stack>
              <Bar value={goal.progress} label={goal.title} colour={goal.completed ? '#43a047' : undefined} />
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

function GamingActivity({ gaming, activity, inventory }: { gaming: GamingProfile | null; activity: ActivityCounters | null; inventory: Inventory | null }) {
  const now = useNow();
  if (!gaming || !activity) {
    return (
      <Panel title={text.activity.title} icon={<SportsEsports />} testId="gaming-activity">
        <LoadingBlocks rows={2} height={48} />
      </Panel>
    );
  }
  const streakBonus = Math.min(2 * gaming.currentStreak, 50);
  const figures: Array<[string, string | number]> = [
    [text.activity.level, gaming.level],
    [text.activity.totalXp, gaming.xp],
    [text.activity.tokensEarned, gaming.tokensEarned],
    [text.activity.chestsOpened, gaming.chestsOpened],
    [text.activity.dropChance, text.common.percent(gaming.dropChance)],
    [text.activity.streakBonus, `+${streakBonus}%`],
    [text.activity.videosWatched, activity.videosWatched],
    [text.activity.quizzesCompleted, activity.quizzesCompleted],
    [text.activity.completedCourses, activity.completedCourses],
    [text.activity.dropsReceived, activity.dropsReceived],
    [text.activity.itemsCrafted, activity.itemsCrafted],
  ];
  const boosts = (inventory?.activeBoosts ?? []).filter((boost) => !boost.endsAt || new Date(boost.endsAt) > now);
  return (
    <Panel title={text.activity.title} icon={<SportsEsports />} testId="gaming-activity">
      {boosts.map((boost, index) => (
        <Chip
          key={index}
          color="secondary"
          sx={{ mb: 1.5, mr: 1 }}
          icon={<Bolt />}
          label={`${text.activity.activeBoost(boost.multiplier, boost.endsAt ? Math.max(1, Math.ceil((new Date(boost.endsAt).getTime() - now.getTime()) / 60_000)) : 0)}`}
          data-testid="active-boost"
        />
      ))}
      <Grid container spacing={1.5}>
        {figures.map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, sm: 4 }}>
            <Box sx={{ p: 1.25, borderRadius: 2, bgcolor: 'rgba(91, 63, 214, 0.06)', height: '100%' }}>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {label}
              </Typography>
              <Typography sx={{ fontWeight: 800 }}>{value}</Typography>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Panel>
  );
}

function LiveStatistics({ gaming, activity }: { gaming: GamingProfile | null; activity: ActivityCounters | null }) {
  if (!gaming || !activity) {
    return (
      <Panel title={text.liveStats.title} icon={<Insights />} testId="live-statistics">
        <LoadingBlocks rows={4} height={32} />
      </Panel>
    );
  }
  const bars = analyticsBars({ currentStreak: gaming.currentStreak, videosWatched: activity.videosWatched, quizzesCompleted: activity.quizzesCompleted, level: gaming.level });
  const list = achievements({
    currentStreak: gaming.currentStreak,
    longestStreak: gaming.longestStreak,
    level: gaming.level,
    tokenBalance: gaming.tokenBalance,
    videosWatched: activity.videosWatched,
  });
  const rows: Array<[string, number, string]> = [
    [text.liveStats.studyConsistency, bars.studyConsistency, '#5b3fd6'],
    [text.liveStats.learningActivity, bars.learningActivity, '#00a6c7'],
    [text.liveStats.gamingProgress, bars.gamingProgress, '#f5b301'],
  ];
  return (
    <Panel title={text.liveStats.title} icon={<Insights />} testId="live-statistics">
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <Box sx={{ flex: 1, p: 1.5, borderRadius: 2, bgcolor: 'rgba(0, 166, 199, 0.08)' }}>
          <Typography variant="caption" color="text.secondary">
            {text.liveStats.studyTime}
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: '1.3rem' }} data-testid="study-time">
            {formatStudyTime(activity.totalStudyTime)}
          </Typography>
        </Box>
        <Box sx={{ flex: 1, p: 1.5, borderRadius: 2, bgcolor: 'rgba(91, 63, 214, 0.08)' }}>
          <Typography variant="caption" color="text.secondary">
            {text.liveStats.todayStudy}
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: '1.3rem' }}>{formatStudyTime(activity.dailyStudyMinutes)}</Typography>
        </Box>
      </Stack>
      <Stack spacing={1.5}>
        {rows.map(([label, value, colour]) => (
          <Box key={label}>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text.common.percent(value)}
              </Typography>
            </Stack>
            <Bar value={value} label={label} colour={colour} />
          </Box>
        ))}
      </Stack>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2.5, mb: 1, fontWeight: 700 }}>
        {text.liveStats.achievements}
      </Typography>
      <Stack spacing={1}>
        {list.map((achievement) => (
          <Stack
            key={achievement.id}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', p: 1, borderRadius: 2, bgcolor: achievement.unlocked ? 'rgba(245, 179, 1, 0.14)' : 'action.hover', opacity: achievement.unlocked ? 1 : 0.7 }}
            data-testid={`achievement-${achievement.id}`}
            data-unlocked={achievement.unlocked}
          >
            <AchievementIcon id={achievement.id} unlocked={achievement.unlocked} />
            <Box sx={{ flex: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {achievement.title}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {achievement.description}
              </Typography>
            </Box>
            <Typography variant="caption" sx={{ fontWeight: 700 }}>
              {achievement.unlocked ? text.liveStats.unlocked : text.liveStats.locked}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Panel>
  );
}

function RecentDrops({ inventory }: { inventory: UseQueryResult<Inventory> }) {
  const drops = inventory.data ? newestDrops(inventory.data.recentDrops.map((item) => ({ ...item, acquiredAt: new Date(item.acquiredAt) }))) : [];
  return (
    <Panel
      title={text.recentDrops.title}
      icon={<Casino />}
      testId="recent-drops"
      action={
        <Button size="small" onClick={() => requestStudentTab('inventory')}>
          {text.inventory.title}
        </Button>
      }
    >
      {inventory.isPending ? (
        <LoadingBlocks rows={1} height={72} />
      ) : !inventory.data ? (
        <ErrorState message={errorText(inventory.error, text.inventory.failed)} onRetry={() => void inventory.refetch()} />
      ) : drops.length === 0 ? (
        <EmptyState icon={<Casino fontSize="inherit" />} title={text.recentDrops.empty} />
      ) : (
        <Stack direction="row" spacing={1.5} sx={{ overflowX: 'auto', pb: 0.5 }}>
          {drops.map((drop) => (
            <Box
              key={drop.id}
              sx={{ minWidth: 112, p: 1.25, borderRadius: 2, textAlign: 'center', border: `2px solid ${rarityColour(drop.rarity).main}`, bgcolor: softFill(rarityColour(drop.rarity)) }}
              data-testid="recent-drop"
            >
              <ItemArt item={drop} size={36} />
              <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
                {drop.name}
              </Typography>
              <RarityChip rarity={drop.rarity} />
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

/** The dashboard tab: header card, quick actions, today's goals, the goals from parents, activity, live statistics, drops. */
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
