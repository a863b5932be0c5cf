import Grid from '@mui/material/Grid';
import { learningTexts } from '../../../i18n/learning';
import type { WishlistEntry } from './wishlist-view';
import { WishlistItemCard } from './WishlistItemCard';

/** The cards of the shown items. */
export function WishlistList({ entries, removing, onRemove }: { entries: readonly WishlistEntry[]; removing: ReadonlySet<number>; onRemove: (id: number) => void }) {
  return (
    <Grid container spacing={2} component="ul" aria-label={learningTexts.wishlist.listLabel} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="wishlist-list">
      {entries.map((entry) => (
        <Grid key={entry.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
          <WishlistItemCard entry={entry} removing={removing.has(entry.id)} onRemove={() => onRemove(entry.id)} />
        </Grid>
      ))}
    </Grid>
  );
}
