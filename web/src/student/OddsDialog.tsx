import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { errorText } from '../api/game-api';
import { gameTexts } from '../i18n';
import { ItemArt } from '../components/art/ItemArt';
import { ChestArt, CoinArt } from '../components/art/RewardArt';
import { rarityName } from '../components/game-look';
import { ErrorState, LoadingBlocks } from '../components/states';
import { useOdds } from './queries';

const text = gameTexts.odds;

function OddsContent() {
  const odds = useOdds();
  if (odds.isPending) return <LoadingBlocks rows={4} height={28} />;
  if (!odds.data) return <ErrorState message={errorText(odds.error, text.failed)} onRetry={() => void odds.refetch()} />;
  const { chest, drop } = odds.data;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {text.intro}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
        <ChestArt size={28} />
        {text.chest}
      </Typography>
      <List dense disablePadding>
        <ListItem disableGutters>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <CoinArt size={26} />
          </ListItemIcon>
          <ListItemText primary={text.tokens(chest.tokens.percent, chest.tokens.min, chest.tokens.max)} />
        </ListItem>
        <ListItem disableGutters>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <ItemArt item={{ type: 'material' }} size={26} />
          </ListItemIcon>
          <ListItemText
            primary={text.materials(chest.materials.percent)}
            secondary={chest.materials.rarities.map((r) => text.rarity(rarityName(r.rarity), r.percent)).join(' · ')}
          />
        </ListItem>
      </List>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 1 }}>
        {text.drop}
      </Typography>
      <List dense disablePadding>
        <ListItem disableGutters>
          <ListItemText
            primary={text.dropChance(drop.chancePercent)}
            secondary={drop.rarities.map((r) => text.rarity(rarityName(r.rarity), r.percent)).join(' · ')}
          />
        </ListItem>
      </List>
    </>
  );
}

/** The public odds of the daily chest and of item drops (GET /student/odds). */
export function OddsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="odds-title" data-testid="odds-dialog">
      <DialogTitle id="odds-title" sx={{ fontWeight: 800 }}>
        {text.title}
      </DialogTitle>
      <DialogContent>{open && <OddsContent />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{gameTexts.common.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
