import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import TravelExplore from '@mui/icons-material/TravelExplore';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import { BROWSE_PAGE_SIZE } from '../../../domain/content/content-taxonomy';
import type { BrowseQuery, ContentCard } from '../api/content-api';
import { errorText } from '../api/game-api';
import { useToast } from '../components/Toasts';
import { sponsorTexts } from '../i18n/sponsor';
import { BrowseFilters, DEFAULT_BROWSE_FILTERS, type BrowseFilterValues } from '../components/content/BrowseFilters';
import { CatalogueCardSkeleton } from '../components/content/CatalogueCardSkeleton';
import { ContentChips, ContentTypeIcon, PriceTag, RatingStars, teacherName } from '../components/content/content-look';
import { useDebounced } from '../hooks/use-debounced';
import { Panel } from '../components/Panel';
import { EmptyState, ErrorState } from '../components/states';
import { PledgeDialog, type PledgeTarget } from './PledgeDialog';
import { useSponsorCatalogue, useSponsoredContent, useSponsorPledge } from './queries';

const text = sponsorTexts.browse;
const GRID_SIZE = { xs: 12, sm: 6, md: 4 } as const;

function SponsorCard({ card, sponsoredByMe, onSponsor }: { card: ContentCard; sponsoredByMe: boolean; onSponsor(card: ContentCard): void }) {
  const titleId = `sponsor-card-title-${card.id}`;
  const teacher = teacherName(card);
  const free = card.tokenPrice <= 0;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} data-testid="sponsor-content-card" data-content-id={card.id} sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ display: 'flex', pt: 0.25 }} aria-hidden>
            <ContentTypeIcon type={card.type} fontSize="medium" />
          </Box>
          <Typography id={titleId} variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {card.title}
          </Typography>
        </Stack>
        <ContentChips card={card} />
        <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {card.description}
        </Typography>
        <Stack spacing={0.5} sx={{ mt: 'auto' }}>
          {teacher && (
            <Typography variant="body2" color="text.secondary">
              {teacher}
            </Typography>
          )}
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <RatingStars rating={card.rating} count={card.ratingCount} />
            <PriceTag price={card.tokenPrice} />
          </Stack>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<VolunteerActivism aria-hidden />}
          onClick={() => onSponsor(card)}
          disabled={free}
          aria-label={text.sponsorLabel(card.title)}
          data-testid="sponsor-button"
        >
          {text.sponsor}
        </Button>
        {free && <Chip size="small" label={text.freeContent} />}
        {sponsoredByMe && <Chip size="small" color="success" label={text.sponsoredByYou} data-testid="sponsored-by-you" />}
      </CardActions>
    </Card>
  );
}

/** Sponsor Content: browse the library (public and premium content) and pledge dollars to a course. */
export function SponsorContentTab() {
  const sponsored = useSponsoredContent();
  const { mutateAsync: pledge } = useSponsorPledge();
  const toast = useToast();
  const [filters, setFilters] = useState<BrowseFilterValues>(DEFAULT_BROWSE_FILTERS);
  const search = useDebounced(filters.search.trim());
  const query = useMemo<BrowseQuery>(
    () => ({ search, category: filters.category, difficulty: filters.difficulty, type: filters.type, sort: filters.sort, pageSize: BROWSE_PAGE_SIZE }),
    [search, filters.category, filters.difficulty, filters.type, filters.sort],
  );
  const catalogue = useSponsorCatalogue(query);
  const [target, setTarget] = useState<PledgeTarget | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = useMemo(() => new Set((sponsored.data ?? []).map((item) => item.content.id)), [sponsored.data]);

  const confirm = async (amount: number) => {
    if (!target) return;
    setBusy(true);
    try {
      await pledge({ contentId: target.id, amount });
      toast.success(sponsorTexts.dialog.success(amount, target.title));
      setTarget(null);
    } catch (error) {
      toast.error(errorText(error, sponsorTexts.apiErrors.sponsor));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={text.title} icon={<TravelExplore />} testId="sponsor-browse">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {text.intro}
      </Typography>
      <BrowseFilters values={filters} balance={null} onChange={(changes) => setFilters((previous) => ({ ...previous, ...changes }))} />
      <Box aria-live="polite" aria-busy={catalogue.loading || catalogue.loadingMore} sx={{ minHeight: 120 }}>
        {catalogue.loading ? (
          <Grid container spacing={2.5} role="status" aria-label={text.loading}>
            {Array.from({ length: 3 }, (_, index) => (
              <Grid key={index} size={GRID_SIZE}>
                <CatalogueCardSkeleton />
              </Grid>
            ))}
          </Grid>
        ) : catalogue.error ? (
          <ErrorState message={errorText(catalogue.error, sponsorTexts.apiErrors.browse)} onRetry={catalogue.reload} />
        ) : catalogue.cards.length === 0 ? (
          <EmptyState icon={<SearchOff />} title={text.empty} text={text.emptyText} testId="sponsor-browse-empty" />
        ) : (
          <>
            <Grid container spacing={2.5}>
              {catalogue.cards.map((card) => (
                <Grid key={card.id} size={GRID_SIZE}>
                  <SponsorCard card={card} sponsoredByMe={mine.has(card.id)} onSponsor={(chosen) => setTarget({ id: chosen.id, title: chosen.title, tokenPrice: chosen.tokenPrice })} />
                </Grid>
              ))}
            </Grid>
            <Stack sx={{ alignItems: 'center', mt: 3, gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {text.showing(catalogue.cards.length, catalogue.total)}
              </Typography>
              {catalogue.hasMore && (
                <Button variant="outlined" onClick={catalogue.loadMore} disabled={catalogue.loadingMore} data-testid="sponsor-load-more">
                  {catalogue.loadingMore ? text.loadingMore : text.loadMore}
                </Button>
              )}
            </Stack>
          </>
        )}
      </Box>
      <PledgeDialog target={target} busy={busy} onCancel={() => setTarget(null)} onConfirm={(amount) => void confirm(amount)} />
    </Panel>
  );
}
