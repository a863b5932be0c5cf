import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Insights from '@mui/icons-material/Insights';
import { achievements } from '../../../../domain/dashboard/achievements';
import { analyticsBars } from '../../../../domain/dashboard/analytics-bars';
import { formatStudyTime } from '../../../../domain/dashboard/study-time';
import { type ActivityCounters, type GamingProfile } from '../../api/game-api';
import { AchievementIcon } from '../../components/game-look';
import { Panel } from '../../components/Panel';
import { LoadingBlocks } from '../../components/states';
import { Bar } from './Bar';
import { gameTexts } from '../../i18n';

const text = gameTexts;

export function LiveStatistics({ gaming, activity }: { gaming: GamingProfile | null; activity: ActivityCounters | null }) {
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
