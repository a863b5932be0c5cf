import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { WishlistSort } from '../../../../../domain/wishlist/priority';
import { learningTexts } from '../../../i18n/learning';
import { WISHLIST_FILTERS, type WishlistFilter } from './wishlist-view';

const text = learningTexts.wishlist;
const SORTS: readonly WishlistSort[] = ['priority', 'cost', 'recent'];

/** Sort by priority, cost or recently added; show all or one type. */
export function WishlistControls({
  sort,
  filter,
  counts,
  onSort,
  onFilter,
}: {
  sort: WishlistSort;
  filter: WishlistFilter;
  counts: Record<WishlistFilter, number>;
  onSort: (sort: WishlistSort) => void;
  onFilter: (filter: WishlistFilter) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap sx={{ columnGap: 2 }}>
      <TextField
        select
        id="wishlist-sort"
        label={text.sortLabel}
        value={sort}
        onChange={(event) => onSort(event.target.value as WishlistSort)}
        margin="dense"
        size="small"
        sx={{ minWidth: { sm: 200 } }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'wishlist-sort' } }}
      >
        {SORTS.map((name) => (
          <option key={name} value={name}>
            {text.sorts[name]}
          </option>
        ))}
      </TextField>
      <TextField
        select
        id="wishlist-filter"
        label={text.filterLabel}
        value={filter}
        onChange={(event) => onFilter(event.target.value as WishlistFilter)}
        margin="dense"
        size="small"
        sx={{ minWidth: { sm: 200 } }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'wishlist-filter' } }}
      >
        {WISHLIST_FILTERS.map((name) => (
          <option key={name} value={name}>
            {`${text.filters[name]} (${counts[name]})`}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
