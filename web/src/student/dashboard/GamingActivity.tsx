import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import Bolt from '@mui/icons-material/Bolt';
import SportsEsports from '@mui/icons-material/SportsEsports';
import { type ActivityCounters, type GamingProfile, type Inventory } from '../../api/game-api';
import { Panel } from '../../components/Panel';
import { LoadingBlocks } from '../../components/states';
import { useNow } from '../../hooks/use-now';
import { gameTexts } from '../../i18n';

const text = gameTexts;

export function GamingActivity({ gaming, activity, inventory }: { gaming: GamingProfile | null; activity: ActivityCounters | null; inventory: Inventory | null }) {
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
