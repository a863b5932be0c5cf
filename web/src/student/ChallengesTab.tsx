import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import Celebration from '@mui/icons-material/Celebration';
import CheckCircle from '@mui/icons-material/CheckCircle';
import TrackChanges from '@mui/icons-material/TrackChanges';
import { canClaimBonus, canClaimGoal } from '../../../domain/game/challenges/challenge-goals';
import { errorText, type ChallengeBonus, type ChallengeGoal, type ChallengePeriod, type ClaimResult } from '../api/game-api';
import { useToast } from '../components/Toasts';
import { gameTexts } from '../i18n';
import { BonusArt } from '../components/art/BadgeArt';
import { locallyClaimed, markClaimedLocally } from './challenge-claims';
import { GoalIcon } from '../components/game-look';
import { EmptyState, ErrorState, LoadingBlocks } from '../components/states';
import { useGame } from './game-context';
import { ReceivedChallenges } from './learning/ReceivedChallenges';
import { useChallenges, useClaimChallenge } from './queries';

const text = gameTexts.challenges;
const PERIODS: readonly ChallengePeriod[] = ['daily', 'weekly', 'monthly'];

const bounce = keyframes`
  0%, 100% { transform: translateY(0) scale(1); }
  50% { transform: translateY(-10px) scale(1.08); }
`;

function ClaimButton({ claimable, claimed, busy, onClaim, label }: { claimable: boolean; claimed: boolean; busy: boolean; onClaim: () => void; label: string }) {
  if (claimed) return <Chip color="success" icon={<CheckCircle />} label={text.claimed} data-testid="claimed" />;
  return (
    <Button variant="contained" size="small" onClick={onClaim} disabled={!claimable || busy} aria-label={claimable ? `${text.claim}: ${label}` : undefined}>
      {busy ? text.claiming : claimable ? text.claim : text.inProgress}
    </Button>
  );
}

function GoalCard({ goal, claimed, busy, onClaim }: { goal: ChallengeGoal; claimed: boolean; busy: boolean; onClaim: () => void }) {
  const claimable = canClaimGoal({ completed: goal.completed, claimed });
  return (
    <Card variant="outlined" sx={{ height: '100%', borderWidth: 2, borderColor: claimable ? 'success.main' : 'divider' }} data-testid={`goal-${goal.id}`} data-claimed={claimed}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Box sx={{ width: 44, height: 44, borderRadius: 2.5, display: 'grid', placeItems: 'center', bgcolor: 'rgba(91, 63, 214, 0.1)' }}>
            <GoalIcon unit={goal.unit} />
          </Box>
          <Box sx={{ flex: 1 }}>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {goal.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {gameTexts.goals.progress(goal.current, goal.target, goal.unit)}
            </Typography>
          </Box>
          <Chip size="small" color="primary" variant="outlined" label={text.reward(goal.xpReward)} />
        </Stack>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, Math.max(0, goal.progress))}
          aria-label={goal.title}
          color={goal.completed ? 'success' : 'primary'}
          sx={{ height: 10, borderRadius: 5, mb: 1.5 }}
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {gameTexts.common.percent(goal.progress)}
          </Typography>
          <ClaimButton claimable={claimable} claimed={claimed} busy={busy} onClaim={onClaim} label={goal.title} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function BonusCard({ bonus, claimed, busy, onClaim }: { bonus: ChallengeBonus; claimed: boolean; busy: boolean; onClaim: () => void }) {
  const claimable = canClaimBonus({ completed: bonus.completed, claimed });
  return (
    <Card
      sx={{
        mt: 3,
        color: 'common.white',
        background: bonus.completed ? 'linear-gradient(135deg, #f59e0b, #f97316)' : 'linear-gradient(135deg, #5b3fd6, #00738b)',
      }}
      data-testid="bonus-card"
      data-claimed={claimed}
    >
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <BonusArt id={bonus.id} size={52} />
          <Box sx={{ flex: 1 }}>
            <Typography variant="overline" sx={{ opacity: 0.9 }}>
              {text.bonus}
            </Typography>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 800 }}>
              {bonus.title}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.9 }}>
              {bonus.completed ? text.reward(bonus.xpReward) : `${text.bonusLocked} · ${text.reward(bonus.xpReward)}`}
            </Typography>
          </Box>
          <Box sx={{ '& .MuiButton-root.Mui-disabled': { color: 'rgba(255,255,255,0.7)', bgcolor: 'rgba(255,255,255,0.2)' } }}>
            <ClaimButton claimable={claimable} claimed={claimed} busy={busy} onClaim={onClaim} label={bonus.title} />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The celebration after a claim that levelled the student up. */
function LevelUpDialog({ result, onClose }: { result: ClaimResult | null; onClose: () => void }) {
  return (
    <Dialog open={result !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="level-up-title" data-testid="level-up">
      {result && (
        <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
          <Celebration aria-hidden sx={{ fontSize: 80, color: '#f59e0b', animation: `${bounce} 1s ease-in-out infinite` }} />
          <Typography id="level-up-title" variant="h4" component="h2" sx={{ fontWeight: 800, mt: 2 }}>
            {text.levelUpTitle}
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 1 }}>
            {text.levelUp(result.newLevel)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {text.newRank(result.rank)}
          </Typography>
        </DialogContent>
      )}
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {text.awesome}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Daily, weekly and monthly goals with their claims and the bonus. */
export function ChallengesTab() {
  const toast = useToast();
  const { userId } = useGame();
  const [period, setPeriod] = useState<ChallengePeriod>('daily');
  const [busy, setBusy] = useState<string | null>(null);
  const [levelUp, setLevelUp] = useState<ClaimResult | null>(null);
  const [, setFlags] = useState(0);
  const challenges = useChallenges();
  const { mutateAsync: claimGoal } = useClaimChallenge();

  const current = challenges.data?.[period];
  const local = current ? locallyClaimed(userId, period, current.periodStart) : [];
  const isClaimed = (id: string, serverClaimed: boolean) => serverClaimed || local.includes(id);

  const claim = async (goalId: string) => {
    if (!current) return;
    setBusy(goalId);
    try {
      const result = await claimGoal({ period, goalId });
      toast.success(result.xpGain > 0 ? text.earned(result.xpGain) : text.earnedNothing);
      if (result.itemDrop) toast.info(text.drop(result.itemDrop.name));
      if (result.leveledUp) setLevelUp(result);
    } catch (error) {
      toast.error(errorText(error, gameTexts.apiErrors.claim));
    } finally {
      // The spec's local flag: marked claimed even when the call failed.
      markClaimedLocally(userId, period, current.periodStart, goalId);
      setFlags((value) => value + 1);
      setBusy(null);
    }
  };

  return (
    <Stack spacing={3}>
      <Paper elevation={2} sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="challenges-title">
        <Typography id="challenges-title" variant="h5" component="h2" sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 1 }}>
          <TrackChanges color="primary" aria-hidden /> {text.title}
        </Typography>
        <Tabs value={period} onChange={(_, value: ChallengePeriod) => setPeriod(value)} aria-label={text.title} sx={{ mt: 1, mb: 2, borderBottom: 1, borderColor: 'divider' }}>
          {PERIODS.map((name) => (
            <Tab key={name} value={name} label={text.periods[name]} id={`challenges-tab-${name}`} aria-controls="challenges-panel" data-testid={`challenges-tab-${name}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id="challenges-panel" aria-labelledby={`challenges-tab-${period}`}>
          {challenges.isPending ? (
            <LoadingBlocks rows={3} height={120} />
          ) : !current ? (
            <ErrorState message={errorText(challenges.error, text.failed)} onRetry={() => void challenges.refetch()} />
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="period-dates">
                {text.periodDates(current.periodStart, current.periodEnd)}
              </Typography>
              {current.goals.length === 0 ? (
                <EmptyState icon={<TrackChanges fontSize="inherit" />} title={text.empty} />
              ) : (
                <Grid container spacing={2}>
                  {current.goals.map((goal) => (
                    <Grid key={goal.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                      <GoalCard goal={goal} claimed={isClaimed(goal.id, goal.claimed)} busy={busy === goal.id} onClaim={() => claim(goal.id)} />
                    </Grid>
                  ))}
                </Grid>
              )}
              {current.bonus && (
                <BonusCard
                  bonus={current.bonus}
                  claimed={isClaimed(current.bonus.id, current.bonus.claimed)}
                  busy={busy === current.bonus.id}
                  onClaim={() => claim(current.bonus!.id)}
                />
              )}
            </>
          )}
        </Box>
        <LevelUpDialog result={levelUp} onClose={() => setLevelUp(null)} />
      </Paper>
      <ReceivedChallenges />
    </Stack>
  );
}
