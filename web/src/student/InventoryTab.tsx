import { useState, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Backpack from '@mui/icons-material/Backpack';
import Bolt from '@mui/icons-material/Bolt';
import Category from '@mui/icons-material/Category';
import Construction from '@mui/icons-material/Construction';
import Diamond from '@mui/icons-material/Diamond';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { expiresWithin24Hours, isBoostActive, quantityBadge } from '../../../domain/game/inventory/boosts';
import { errorText, type InventoryItem } from '../api/game-api';
import { gameTexts } from '../i18n';
import { formatTime } from '../i18n/format';
import { ItemArt } from '../components/art/ItemArt';
import { CraftingPanel } from './CraftingPanel';
import { rarityColour, rarityName, rarityText, softFill } from '../components/game-look';
import { EmptyState, ErrorState, LoadingBlocks } from '../components/states';
import { ItemDetailDialog } from './ItemDetailDialog';
import { useNow } from '../hooks/use-now';
import { useInventory } from './queries';

const text = gameTexts.inventory;

export const INVENTORY_TABS = ['rawMaterials', 'craftedItems', 'usableBoosts', 'crafting'] as const;
export type InventoryTabName = (typeof INVENTORY_TABS)[number];
type ItemList = Exclude<InventoryTabName, 'crafting'>;

const LIST_ICONS: Record<InventoryTabName, ReactElement> = {
  rawMaterials: <Category fontSize="inherit" />,
  craftedItems: <Diamond fontSize="inherit" />,
  usableBoosts: <Bolt fontSize="inherit" />,
  crafting: <Construction fontSize="inherit" />,
};

/** One item: rarity colour, icon, name, quantity badge ('99+' above 99), expiry warning. */
export function ItemCard({ item, now, onOpen }: { item: InventoryItem; now: Date; onOpen: (item: InventoryItem) => void }) {
  const colour = rarityColour(item.rarity);
  const expiring = item.expiresAt ? expiresWithin24Hours(new Date(item.expiresAt), now) : false;
  return (
    <Card
      variant="outlined"
      sx={{ position: 'relative', height: '100%', borderWidth: 2, borderColor: colour.main, bgcolor: softFill(colour), overflow: 'visible' }}
      data-testid="item-card"
      data-item={item.itemId}
      data-rarity={item.rarity}
    >
      <CardActionArea onClick={() => onOpen(item)} sx={{ p: 2, height: '100%', textAlign: 'center', borderRadius: 'inherit' }}>
        <ItemArt item={item} size={48} />
        <Typography sx={{ fontWeight: 700, mt: 0.5 }} noWrap>
          {item.name}
        </Typography>
        <Typography variant="caption" sx={{ color: rarityText(colour), fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.6 }}>
          {rarityName(item.rarity)}
        </Typography>
        {/* The badge and the warning beside the card are for the eye; the button's name says the same. */}
        <Box component="span" sx={visuallyHidden}>
          {`, ${text.quantity(quantityBadge(item.quantity))}${expiring ? `, ${text.expiresSoon}` : ''}`}
        </Box>
      </CardActionArea>
      <Box
        aria-hidden
        data-testid="quantity-badge"
        sx={{
          position: 'absolute',
          top: -10,
          right: -10,
          minWidth: 28,
          height: 28,
          px: 0.75,
          borderRadius: 14,
          display: 'grid',
          placeItems: 'center',
          fontSize: 13,
          fontWeight: 800,
          color: 'common.white',
          bgcolor: colour.main,
          boxShadow: 2,
        }}
      >
        {quantityBadge(item.quantity)}
      </Box>
      {expiring && (
        <Tooltip title={text.expiresSoon}>
          <WarningAmber
            data-testid="expiry-warning"
            aria-label={text.expiresSoon}
            sx={{ position: 'absolute', top: 6, left: 6, color: 'warning.main', bgcolor: 'background.paper', borderRadius: '50%', p: 0.25 }}
          />
        </Tooltip>
      )}
    </Card>
  );
}

function ItemGrid({ items, list, onOpen }: { items: InventoryItem[]; list: ItemList; onOpen: (item: InventoryItem) => void }) {
  const now = useNow();
  if (items.length === 0) return <EmptyState icon={LIST_ICONS[list]} title={text.empty[list]} testId="inventory-empty" />;
  return (
    <Grid container spacing={2.5} sx={{ pt: 1 }}>
      {items.map((item) => (
        <Grid key={item.id} size={{ xs: 6, sm: 4, md: 3, lg: 2.4 }}>
          <ItemCard item={item} now={now} onOpen={onOpen} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The inventory: raw materials, crafted items, usable boosts and crafting. */
export function InventoryTab() {
  const [tab, setTab] = useState<InventoryTabName>('rawMaterials');
  const [selected, setSelected] = useState<InventoryItem | null>(null);
  const inventory = useInventory();
  const now = useNow();
  const boosts = (inventory.data?.activeBoosts ?? []).filter((boost) => isBoostActive(boost.endsAt ? new Date(boost.endsAt) : null, now));

  return (
    <Paper elevation={2} sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="inventory-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="inventory-title" variant="h5" component="h2" sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Backpack color="primary" aria-hidden /> {text.title}
        </Typography>
        {boosts.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="active-boosts">
            <Typography variant="body2" color="text.secondary">
              {text.activeBoosts}:
            </Typography>
            {boosts.map((boost, index) => (
              <Chip
                key={index}
                color="secondary"
                size="small"
                icon={<Bolt />}
                label={`${text.activeBoost(boost.multiplier, boost.endsAt ? formatTime(boost.endsAt) : '∞')}`}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, value: InventoryTabName) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={text.title}
        sx={{ mt: 1, mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {INVENTORY_TABS.map((name) => {
          const count = name !== 'crafting' && inventory.data ? inventory.data[name].length : null;
          return (
            <Tab
              key={name}
              value={name}
              id={`inventory-tab-${name}`}
              aria-controls={`inventory-panel-${name}`}
              icon={LIST_ICONS[name]}
              iconPosition="start"
              sx={{ minHeight: 48 }}
              label={`${text.tabs[name]}${count !== null ? ` (${count})` : ''}`}
              data-testid={`inventory-tab-${name}`}
            />
          );
        })}
      </Tabs>
      <Box role="tabpanel" id={`inventory-panel-${tab}`} aria-labelledby={`inventory-tab-${tab}`}>
        {tab === 'crafting' ? (
          <CraftingPanel />
        ) : inventory.isPending ? (
          <LoadingBlocks rows={2} height={120} />
        ) : !inventory.data ? (
          <ErrorState message={errorText(inventory.error, text.failed)} onRetry={() => void inventory.refetch()} />
        ) : (
          <ItemGrid items={inventory.data[tab]} list={tab} onOpen={setSelected} />
        )}
      </Box>
      <ItemDetailDialog item={selected} onClose={() => setSelected(null)} />
    </Paper>
  );
}
