import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import { poolRemainingPercent } from '../../../domain/sponsors/sponsorship';
import { errorText } from '../api/game-api';
import type { SponsoredContent } from '../api/sponsor-api';
import { sponsorTexts } from '../i18n/sponsor';
import { formatDate, personName } from '../i18n/format';
import { ContentTypeIcon, categoryName } from '../components/content/content-look';
import { EmptyState, ErrorState, LoadingBlocks } from '../components/states';
import { requestSponsorTab } from './sponsor-tabs';
import { useSponsoredContent } from './queries';

const text = sponsorTexts.pool;

/** One pledge: the content, what was pledged, the students it funded and what is left of its pool. */
function PoolRow({ item }: { item: SponsoredContent }) {
  const percent = poolRemainingPercent(item.tokensRemaining, item.tokenPool);
  const { content } = item;
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider' }} data-testid="sponsored-content" data-content-id={content.id} data-sponsorship-id={item.id}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <ContentTypeIcon type={content.type} /> {content.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {categoryName(content.category)} · {text.by(personName({ firstName: content.teacherFirstName, lastName: content.teacherLastName, username: content.teacherUsername }))} · {text.since(formatDate(item.createdAt))}
          </Typography>
        </Box>
        <Stack sx={{ textAlign: { sm: 'right' }, flexShrink: 0 }}>
          <Typography sx={{ fontWeight: 700 }} data-testid="sponsored-amount">
            {text.pledged(item.amountDollars)}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="sponsored-students">
            {text.studentsFunded(item.studentsFunded)}
          </Typography>
        </Stack>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent === 0 ? 'inherit' : 'success'}
        aria-label={text.remainingLabel(content.title, percent)}
        sx={{ mt: 1, height: 10, borderRadius: 5 }}
        data-testid="pool-progress"
        data-remaining={item.tokensRemaining}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5, gap: 1 }}>
        <Typography variant="caption" color="text.secondary" data-testid="pool-remaining">
          {item.tokensRemaining === 0 ? text.used : text.remaining(item.tokensRemaining, item.tokenPool)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {content.tokenPrice > 0 ? text.pricePerStudent(content.tokenPrice) : text.free}
        </Typography>
      </Stack>
    </Box>
  );
}

/** The sponsor's pledges, newest first, each pool's remainder as a progress bar. */
export function SponsoredContentList() {
  const sponsored = useSponsoredContent();
  if (sponsored.isPending) return <LoadingBlocks rows={2} height={64} label={sponsorTexts.common.loading} />;
  if (!sponsored.data) return <ErrorState message={errorText(sponsored.error, sponsorTexts.apiErrors.sponsored)} onRetry={() => void sponsored.refetch()} />;
  if (sponsored.data.length === 0) {
    return (
      <Box data-testid="sponsored-empty">
        <EmptyState icon={<VolunteerActivism />} title={sponsorTexts.overview.noneTitle} text={sponsorTexts.overview.noneText} />
        <Box sx={{ textAlign: 'center' }}>
          <Button variant="contained" onClick={() => requestSponsorTab('sponsor-content')}>
            {sponsorTexts.overview.browseAction}
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={sponsorTexts.overview.sponsoredTitle}>
      {sponsored.data.map((item) => (
        <PoolRow key={item.id} item={item} />
      ))}
    </Box>
  );
}
