import { useCallback, useMemo, useRef, useState } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { sortWishlist, wishlistSummary, type WishlistSort } from '../../../../domain/wishlist/priority';
import { errorText } from '../../api/game-api';
import { learningTexts } from '../../i18n/learning';
import { ErrorState, LoadingBlocks } from '../../components/states';
import { AddWishlistItemDialog } from './wishlist/AddWishlistItemDialog';
import { useWishlistRemoval } from './wishlist/use-wishlist-removal';
import { WishlistControls } from './wishlist/WishlistControls';
import { WishlistEmpty, WishlistNoneOfType } from './wishlist/WishlistEmpty';
import { WISHLIST_TITLE_ID, WishlistHeader } from './wishlist/WishlistHeader';
import { WishlistList } from './wishlist/WishlistList';
import { WishlistSummaryCards } from './wishlist/WishlistSummaryCards';
import { countsByFilter, filterWishlist, toWishlistEntries, type WishlistFilter } from './wishlist/wishlist-view';
import { invalidateKeys } from '../../query-client';
import { studentKeys, useWishlist } from '../queries';

const text = learningTexts.wishlist;

/** The wishlist: totals, summary cards, sort and filter, the item cards, adding and removing. */
export function WishlistTab() {
  const wishlist = useWishlist();
  const [sort, setSort] = useState<WishlistSort>('priority');
  const [filter, setFilter] = useState<WishlistFilter>('all');
  const [adding, setAdding] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusTitle = useCallback(() => titleRef.current?.focus(), []);
  const { removing, remove } = useWishlistRemoval(focusTitle);

  const entries = useMemo(() => toWishlistEntries(wishlist.data ?? []), [wishlist.data]);
  const shown = useMemo(() => sortWishlist(filterWishlist(entries, filter), sort), [entries, filter, sort]);
  const summary = wishlistSummary(entries);
  const hasData = wishlist.data !== undefined;
  const isEmpty = hasData && entries.length === 0;

  return (
    <Stack spacing={3} component="section" aria-labelledby={WISHLIST_TITLE_ID} aria-busy={wishlist.isFetching}>
      <WishlistHeader
        count={hasData ? summary.count : null}
        totalCost={hasData ? summary.totalCost : null}
        showAdd={hasData && !isEmpty}
        onAdd={() => setAdding(true)}
        titleRef={titleRef}
      />
      {wishlist.isPending ? (
        <>
          <Stack direction="row" spacing={1.5} aria-hidden>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} variant="rounded" height={68} sx={{ flex: 1 }} />
            ))}
          </Stack>
          <LoadingBlocks rows={3} height={150} label={text.loading} />
        </>
      ) : !hasData ? (
        <ErrorState message={errorText(wishlist.error, learningTexts.apiErrors.fetchWishlist)} onRetry={() => void wishlist.refetch()} />
      ) : isEmpty ? (
        <Paper elevation={2}>
          <WishlistEmpty onAdd={() => setAdding(true)} />
        </Paper>
      ) : (
        <>
          <WishlistSummaryCards summary={summary} />
          <Paper elevation={2} sx={{ p: { xs: 2, sm: 3 } }}>
            <WishlistControls sort={sort} filter={filter} counts={countsByFilter(entries)} onSort={setSort} onFilter={setFilter} />
            <Stack sx={{ mt: 2 }}>
              {shown.length === 0 ? (
                <WishlistNoneOfType onShowAll={() => setFilter('all')} />
              ) : (
                <WishlistList entries={shown} removing={removing} onRemove={remove} />
              )}
            </Stack>
          </Paper>
        </>
      )}
      <AddWishlistItemDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          void invalidateKeys(studentKeys.wishlist);
        }}
      />
    </Stack>
  );
}
