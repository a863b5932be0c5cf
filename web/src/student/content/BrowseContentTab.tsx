import { useCallback, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import TravelExplore from '@mui/icons-material/TravelExplore';
import { BROWSE_PAGE_SIZE } from '../../../../domain/content/content-taxonomy';
import { errorText } from '../../api/game-api';
import type { BrowseQuery, ContentCard, EnrollResult } from '../../api/content-api';
import { useAuth } from '../../auth/auth-context';
import { contentTexts } from '../../i18n/content';
import { TokenIcon } from '../../components/game-look';
import { EmptyState, ErrorState } from '../../components/states';
import { AlreadyEnrolledSummary } from './AlreadyEnrolledSummary';
import { BrowseFilters, DEFAULT_BROWSE_FILTERS, type BrowseFilterValues } from '../../components/content/BrowseFilters';
import { CatalogueCardSkeleton } from '../../components/content/CatalogueCardSkeleton';
import { CatalogueCard } from './CatalogueCard';
import { EnrollDialog, type EnrollChoice } from './EnrollDialog';
import { PreviewDialog } from './PreviewDialog';
import { forgetRequestedType, requestedType } from './requested-type';
import { useBrowse } from './use-browse';
import { useDebounced } from '../../hooks/use-debounced';
import { useEnroll } from './use-enroll';
import { useTokenBalance } from './use-token-balance';
import { useWishlistAdd } from './use-wishlist-add';

const text = contentTexts.browse;

const GRID_SIZE = { xs: 12, sm: 6, md: 4 } as const;

/** The filters as a browse query: the price range is never sent, the affordable filter only with tokens. */
function queryOf(filters: BrowseFilterValues, search: string, balance: number | null): BrowseQuery {
  const affordable = filters.affordable && balance !== null && balance > 0;
  return {
    search,
    category: filters.category,
    difficulty: filters.difficulty,
    type: filters.type,
    sort: filters.sort,
    maxPrice: affordable ? balance : null,
    pageSize: BROWSE_PAGE_SIZE,
  };
}

/** Browse Content (spec §2): the filter bar, the card grid, Load More, the enroll and preview modals. */
export function BrowseContentTab() {
  const { reloadUser } = useAuth();
  const { balance, setBalance } = useTokenBalance();
  // Video Courses opens this tab on the video lessons.
  const [filters, setFilters] = useState<BrowseFilterValues>(() => ({ ...DEFAULT_BROWSE_FILTERS, type: requestedType('browse-content') }));
  useEffect(() => forgetRequestedType('browse-content'), []);
  const search = useDebounced(filters.search.trim());
  const query = useMemo(() => queryOf(filters, search, balance), [filters, search, balance]);
  const browse = useBrowse(query);
  const [confirming, setConfirming] = useState<EnrollChoice | null>(null);
  const [previewing, setPreviewing] = useState<ContentCard | null>(null);

  const { markHeld, markWishlisted } = browse;
  const sponsoredOf = (card: ContentCard) => browse.access[String(card.id)]?.sponsored === true;
  const choiceOf = (card: ContentCard): EnrollChoice => ({ ...card, sponsored: sponsoredOf(card) });
  const onEnrolled = useCallback(
    (card: Pick<ContentCard, 'id'>, result: EnrollResult) => {
      markHeld(card.id);
      if (typeof result?.tokenBalance === 'number') setBalance(result.tokenBalance);
      void reloadUser().catch(() => undefined);
    },
    [markHeld, setBalance, reloadUser],
  );
  const onAlreadyEnrolled = useCallback((card: Pick<ContentCard, 'id'>) => markHeld(card.id), [markHeld]);
  const { enroll, busyId: enrollingId } = useEnroll({ onEnrolled, onAlreadyEnrolled });
  const wishlist = useWishlistAdd(markWishlisted);

  const confirm = async (choice: EnrollChoice) => {
    const outcome = await enroll(choice);
    if (outcome !== 'failed') setConfirming(null);
  };
  const startEnroll = (card: ContentCard) => {
    setPreviewing(null);
    setConfirming(choiceOf(card));
  };
  const change = (changes: Partial<BrowseFilterValues>) => setFilters((previous) => ({ ...previous, ...changes }));
  const filtered = filters.search.trim() !== '' || filters.category !== '' || filters.difficulty !== '' || filters.type !== '' || filters.affordable;

  return (
    <Paper elevation={2} sx={{ p: { xs: 1.5, sm: 3 } }} component="section" aria-labelledby="browse-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1, mb: 2 }}>
        <Box>
          <Typography id="browse-title" variant="h5" component="h2" sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 1 }}>
            <TravelExplore color="primary" aria-hidden /> {text.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text.intro}
          </Typography>
        </Box>
        {balance !== null && (
          <Typography sx={{ fontWeight: 700 }} data-testid="browse-balance" data-balance={balance}>
            <TokenIcon /> {text.balance(balance)}
          </Typography>
        )}
      </Stack>

      <BrowseFilters values={filters} balance={balance} onChange={change} />

      <AlreadyEnrolledSummary cards={browse.held} />

      <Box aria-live="polite" aria-busy={browse.loading || browse.loadingMore} sx={{ minHeight: 120 }}>
        {browse.loading ? (
          <Grid container spacing={2.5} role="status" aria-label={text.loading} data-testid="browse-loading">
            {Array.from({ length: 6 }, (_, index) => (
              <Grid key={index} size={GRID_SIZE}>
                <CatalogueCardSkeleton />
              </Grid>
            ))}
          </Grid>
        ) : browse.error ? (
          <ErrorState message={errorText(browse.error, contentTexts.apiErrors.browse)} onRetry={browse.reload} />
        ) : browse.items.length === 0 ? (
          <Box data-testid="browse-empty">
            {browse.held.length > 0 ? (
              <EmptyState icon={<SearchOff />} title={text.allHeld} text={text.allHeldText} />
            ) : (
              <EmptyState icon={<SearchOff />} title={text.empty} text={text.emptyText} />
            )}
            {filtered && (
              <Box sx={{ textAlign: 'center' }}>
                <Button onClick={() => setFilters(DEFAULT_BROWSE_FILTERS)}>{text.clearFilters}</Button>
              </Box>
            )}
          </Box>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="browse-count">
              {text.showing(browse.items.length + browse.held.length, browse.total)}
            </Typography>
            <Grid container spacing={2.5} component="ul" aria-label={text.resultsLabel} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {browse.items.map((card) => (
                <Grid key={card.id} size={GRID_SIZE} component="li">
                  <CatalogueCard
                    card={card}
                    balance={balance}
                    wishlisted={browse.access[String(card.id)]?.wishlisted === true}
                    sponsored={sponsoredOf(card)}
                    enrollBusy={enrollingId === card.id}
                    wishlistBusy={wishlist.busyId === card.id}
                    onEnroll={(chosen) => setConfirming(choiceOf(chosen))}
                    onPreview={setPreviewing}
                    onWishlist={(chosen) => void wishlist.add(chosen.id)}
                  />
                </Grid>
              ))}
            </Grid>
          </>
        )}
      </Box>

      {!browse.loading && !browse.error && (browse.hasMore || browse.moreError !== null) && (
        <Stack spacing={1.5} sx={{ mt: 3, alignItems: 'center' }}>
          {browse.moreError !== null && <ErrorState message={errorText(browse.moreError, contentTexts.apiErrors.browse)} />}
          {browse.hasMore && (
            <Button variant="outlined" size="large" onClick={browse.loadMore} disabled={browse.loadingMore} data-testid="load-more">
              {browse.loadingMore ? text.loadingMore : text.loadMore}
            </Button>
          )}
        </Stack>
      )}

      <EnrollDialog choice={confirming} balance={balance} busy={enrollingId !== null} onConfirm={confirm} onClose={() => setConfirming(null)} />
      <PreviewDialog
        card={previewing}
        balance={balance}
        sponsored={previewing !== null && sponsoredOf(previewing)}
        enrollBusy={enrollingId !== null}
        onEnroll={startEnroll}
        onClose={() => setPreviewing(null)}
      />
    </Paper>
  );
}
