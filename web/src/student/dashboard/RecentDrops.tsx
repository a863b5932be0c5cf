import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Casino from '@mui/icons-material/Casino';
import { newestDrops } from '../../../../domain/game/inventory/boosts';
import { errorText, type Inventory } from '../../api/game-api';
import { ItemArt } from '../../components/art/ItemArt';
import { RarityChip, rarityColour, softFill } from '../../components/game-look';
import { Panel } from '../../components/Panel';
import { EmptyState, ErrorState, LoadingBlocks } from '../../components/states';
import { requestStudentTab } from '../student-tabs';
import { gameTexts } from '../../i18n';

const text = gameTexts;

export function RecentDrops({ inventory }: { inventory: UseQueryResult<Inventory> }) {
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
