import Stack from '@mui/material/Stack';
import type { WishlistSort } from '../../../../../domain/wishlist/priority';
import { ChoiceField } from '../../../components/ChoiceField';
import { learningTexts } from '../../../i18n/learning';
import { WISHLIST_FILTERS, type WishlistFilter } from './wishlist-view';

const text = learningTexts.wishlist;
const SORTS: readonly WishlistSort[] = ['priority', 'cost', 'recent'];
const SELECT_WIDTH = { minWidth: { sm: 200 } };

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
      <ChoiceField<WishlistSort>
        id="wishlist-sort"
        label={text.sortLabel}
        value={sort}
        onChange={onSort}
        margin="dense"
        sx={SELECT_WIDTH}
        testId="wishlist-sort"
        options={SORTS.map((name) => [name, text.sorts[name]] as const)}
      />
      <ChoiceField<WishlistFilter>
        id="wishlist-filter"
        label={text.filterLabel}
        value={filter}
        onChange={onFilter}
        margin="dense"
        sx={SELECT_WIDTH}
        testId="wishlist-filter"
        options={WISHLIST_FILTERS.map((name) => [name, `${text.filters[name]} (${counts[name]})`] as const)}
      />
    </Stack>
  );
}
