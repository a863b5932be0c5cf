import type { ReactNode } from 'react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { canSell } from '../../../domain/game/inventory/item';
import { expiresWithin24Hours, quantityBadge } from '../../../domain/game/inventory/boosts';
import { errorText, type InventoryItem, type UseResult } from '../api/game-api';
import { useToast } from '../components/Toasts';
import { gameTexts } from '../i18n';
import { formatDateTime } from '../i18n/format';
import { ItemArt } from '../components/art/ItemArt';
import { RarityChip, rarityColour, softFill } from '../components/game-look';
import { useLastChosen } from '../hooks/use-last-chosen';
import { useSellItem, useUseItem } from './queries';

const text = gameTexts.item;

const formatTime = (iso: string) => formatDateTime(iso) || iso;

/** The toast after using an item (spec §8). */
export function usedItemMessage(itemName: string, result: UseResult): string {
  const effect = result.effectApplied;
  if (!effect?.type) return text.used(itemName);
  if (effect.type === 'xp_boost' && effect.multiplier) {
    return text.xpBoostActivated(effect.multiplier, Math.round((effect.duration ?? 0) / 60));
  }
  return text.usedEffect(itemName, text.effects[effect.type] ?? effect.type);
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.75, borderBottom: '1px solid', borderColor: 'divider', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600, textAlign: 'right' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** An item's details with Use (if usable), Sell (if sellable and worth something) and Close. */
export function ItemDetailDialog({ item: chosen, onClose }: { item: InventoryItem | null; onClose: () => void }) {
  const toast = useToast();
  const { mutateAsync: sellItem } = useSellItem();
  const { mutateAsync: useItem } = useUseItem();
  const [busy, setBusy] = useState<'use' | 'sell' | null>(null);
  // The last item stays shown while the dialog closes.
  const item = useLastChosen(chosen);
  const open = chosen !== null;

  const sell = async () => {
    if (!item) return;
    setBusy('sell');
    try {
      const result = await sellItem(item.id);
      toast.success(text.sold(result.item?.name ?? item.name, result.tokensEarned));
      onClose();
    } catch (error) {
      toast.error(errorText(error, text.sellFailed));
    } finally {
      setBusy(null);
    }
  };

  const use = async () => {
    if (!item) return;
    setBusy('use');
    try {
      const result = await useItem(item.id);
      toast.success(usedItemMessage(result.item?.name ?? item.name, result));
      onClose();
    } catch (error) {
      toast.error(errorText(error, text.useFailed));
    } finally {
      setBusy(null);
    }
  };

  const colour = item ? rarityColour(item.rarity) : rarityColour('common');
  const expiring = item?.expiresAt ? expiresWithin24Hours(new Date(item.expiresAt), new Date()) : false;

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="item-detail-title" data-testid="item-detail">
      {item && (
        <>
          <DialogTitle id="item-detail-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, fontWeight: 800 }}>
            <Box
              aria-hidden
              sx={{ width: 52, height: 52, flexShrink: 0, borderRadius: 3, display: 'grid', placeItems: 'center', bgcolor: softFill(colour), border: `2px solid ${colour.main}` }}
            >
              <ItemArt item={item} size={38} />
            </Box>
            {item.name}
          </DialogTitle>
          <DialogContent>
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {item.description}
            </Typography>
            {expiring && (
              <Typography color="warning.main" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1, fontWeight: 600 }}>
                <WarningAmber fontSize="small" aria-hidden /> {gameTexts.inventory.expiresSoon}
              </Typography>
            )}
            <Row label={text.rarity} value={<RarityChip rarity={item.rarity} />} />
            <Row label={text.type} value={gameTexts.inventory.types[item.type] ?? item.type} />
            <Row label={text.quantity} value={quantityBadge(item.quantity)} />
            <Row label={text.value} value={text.valueTokens(item.value)} />
            <Row label={text.acquired} value={formatTime(item.acquiredAt)} />
            <Row label={text.expires} value={item.expiresAt ? formatTime(item.expiresAt) : text.never} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            {item.isUsable && (
              <Button variant="contained" color="secondary" onClick={use} disabled={busy !== null}>
                {busy === 'use' ? text.using : text.use}
              </Button>
            )}
            {canSell(item) && (
              <Button variant="contained" onClick={sell} disabled={busy !== null}>
                {busy === 'sell' ? text.selling : `${text.sell} (${text.valueTokens(item.value)})`}
              </Button>
            )}
            <Button onClick={onClose} disabled={busy !== null}>
              {gameTexts.common.close}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
