import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';
import { dayEndsIn } from '../../../../domain/dashboard/day-ends-in';
import { todayProgressPercent } from '../../../../domain/dashboard/today-progress';
import { levelProgressPercent } from '../../../../domain/game/progression/level';
import { streakFlameColour } from '../../../../domain/game/streak/login-streak';
import { resolveTimeZone } from '../../../../domain/shared/calendar';
import { errorText, type ActivityCounters, type GamingProfile } from '../../api/game-api';
import { useAuth } from '../../auth/auth-context';
import { HeaderFigure } from '../../components/HeaderFigure';
import { displayName } from '../../layout/DashboardLayout';
import { FLAME_COLOURS, PlayerAvatar, TokenIcon } from '../../components/game-look';
import { ErrorState, LoadingBlocks } from '../../components/states';
import { useNow } from '../../hooks/use-now';
import { Bar } from './Bar';
import { gameTexts } from '../../i18n';

const text = gameTexts;

/** The header card: avatar, name, rank, level, XP bar, tokens, streak and today's progress. */
export function HeaderCard({ gaming, activity }: { gaming: UseQueryResult<GamingProfile>; activity: UseQueryResult<ActivityCounters> }) {
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
