import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { chestCountdown } from '../../../domain/game/rewards/daily-chest';
import { gameApi, type ChestOpened } from '../api/game-api';
import { useToast } from '../components/Toasts';
import { gameTexts } from '../i18n';
import { ItemArt } from '../components/art/ItemArt';
import { ChestArt, CoinArt } from '../components/art/RewardArt';
import { RarityChip } from '../components/game-look';

const text = gameTexts.chest;

const wobble = keyframes`
  0%, 100% { transform: rotate(0deg) scale(1); }
  25% { transform: rotate(-6deg) scale(1.05); }
  75% { transform: rotate(6deg) scale(1.05); }
`;

const pop = keyframes`
  0% { transform: scale(0.4); opacity: 0; }
  70% { transform: scale(1.15); opacity: 1; }
  100% { transform: scale(1); }
`;

/** The chest keeps still when the system asks for reduced motion. */
const STILL = '@media (prefers-reduced-motion: reduce)';

type ChestState = { kind: 'closed' } | { kind: 'opening' } | { kind: 'opened'; result: ChestOpened };

/** Reloads the page (after an opened chest, so every figure shows the reward). */
export function reloadPage(): void {
  window.location.reload();
}

/**
 * The daily chest: closed and available, opening (spinner, 'Opening chest...'), opened (the
 * reward). Close after an opened chest reloads the page; a failed open closes the dialog.
 */
export function DailyChestModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const [state, setState] = useState<ChestState>({ kind: 'closed' });

  const close = () => {
    if (state.kind === 'opening') return;
    if (state.kind === 'opened') {
      reloadPage();
      return;
    }
    onClose();
  };

  const openChest = async () => {
    setState({ kind: 'opening' });
    try {
      const result = await gameApi.openDailyChest();
      setState({ kind: 'opened', result });
    } catch {
      setState({ kind: 'closed' });
      onClose();
      toast.error(text.failed);
    }
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="daily-chest-title" data-testid="daily-chest-modal">
      <DialogTitle id="daily-chest-title" sx={{ fontWeight: 800, textAlign: 'center' }}>
        {text.title}
      </DialogTitle>
      <DialogContent>
        {state.kind === 'closed' && (
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }} data-state="closed">
            <Box sx={{ lineHeight: 0, animation: `${wobble} 1.6s ease-in-out infinite`, [STILL]: { animation: 'none' } }} data-testid="chest-art">
              <ChestArt size={96} />
            </Box>
            <Typography>{text.ready}</Typography>
          </Stack>
        )}
        {state.kind === 'opening' && (
          <Stack spacing={2} sx={{ alignItems: 'center', py: 3 }} role="status" data-state="opening">
            <CircularProgress size={56} />
            <Typography sx={{ fontWeight: 600 }}>{text.opening}</Typography>
          </Stack>
        )}
        {state.kind === 'opened' && (
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }} data-state="opened" data-testid="chest-reward">
            <Typography color="text.secondary">{text.youGot}</Typography>
            <Box sx={{ lineHeight: 0, animation: `${pop} 0.5s ease-out`, [STILL]: { animation: 'none' } }} data-testid="chest-reward-art">
              {state.result.reward.type === 'token' ? <CoinArt size={72} /> : <ItemArt item={{ itemId: state.result.reward.itemId, icon: state.result.reward.icon, type: 'material' }} size={72} />}
            </Box>
            <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
              {state.result.reward.type === 'token'
                ? text.tokenReward(state.result.reward.amount)
                : text.materialReward(state.result.reward.amount, state.result.reward.name)}
            </Typography>
            {state.result.reward.type === 'material' && <RarityChip rarity={state.result.reward.rarity} />}
            <Typography variant="body2" color="text.secondary">
              {text.balance(state.result.tokenBalance)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {text.comeBack(chestCountdown(new Date(), state.result.nextAvailableAt ? new Date(state.result.nextAvailableAt) : null))}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 2.5, gap: 1 }}>
        {state.kind === 'closed' && (
          <>
            <Button onClick={close}>{gameTexts.common.close}</Button>
            <Button variant="contained" onClick={openChest} autoFocus>
              {text.open}
            </Button>
          </>
        )}
        {state.kind === 'opening' && (
          <Button variant="contained" disabled>
            {text.opening}
          </Button>
        )}
        {state.kind === 'opened' && (
          <Button variant="contained" onClick={close} autoFocus>
            {gameTexts.common.close}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
