import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import { errorText } from '../api/game-api';
import type { SessionUser } from '../api/types';
import { HeaderFigure } from '../components/HeaderFigure';
import { sponsorTexts } from '../i18n/sponsor';
import { ErrorState, LoadingBlocks } from '../components/states';
import { useSponsorProfile } from './queries';

const text = sponsorTexts.header;

/** The sponsor's card: the company name (else the username), the contact and website, and the total donated. */
export function SponsorHeader({ user }: { user: SessionUser }) {
  const profile = useSponsorProfile();
  const data = profile.data;
  if (profile.isPending) {
    return (
      <Paper elevation={4} sx={{ p: 3, mb: 3 }}>
        <LoadingBlocks rows={2} height={40} label={sponsorTexts.common.loading} />
      </Paper>
    );
  }
  const name = data?.companyName?.trim() || data?.username || user.username;
  return (
    <Paper elevation={4} sx={{ p: { xs: 2.5, sm: 3 }, mb: 3 }} component="section" aria-label={text.label} data-testid="sponsor-header">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <Box
          aria-hidden
          sx={{ width: 72, height: 72, borderRadius: '50%', display: 'grid', placeItems: 'center', color: 'common.white', background: 'linear-gradient(135deg, #e0663a, #f5b301)' }}
        >
          <VolunteerActivism sx={{ fontSize: 38 }} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }} data-testid="display-name">
            {name}
          </Typography>
          {data && (data.contactPerson || data.website) && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, color: 'text.secondary', mt: 0.5 }}>
              {data.contactPerson && <Typography variant="body2">{text.contact(data.contactPerson)}</Typography>}
              {data.website && (
                <Link href={data.website} target="_blank" rel="noopener noreferrer" variant="body2" aria-label={`${text.website}: ${data.website}`}>
                  {data.website}
                </Link>
              )}
            </Stack>
          )}
          {data?.description && (
            <Typography variant="body2" sx={{ mt: 1, maxWidth: 720 }}>
              {data.description}
            </Typography>
          )}
        </Box>
        {data && (
          <HeaderFigure
            minWidth={140}
            label={text.totalDonated}
            testId="sponsor-total-donated"
            value={<span data-testid="sponsor-total-donated-value">{sponsorTexts.common.dollars(data.totalDonated)}</span>}
          />
        )}
      </Stack>
      {!data && (
        <Box sx={{ mt: 2 }}>
          <ErrorState message={errorText(profile.error, sponsorTexts.apiErrors.profile)} onRetry={() => void profile.refetch()} />
        </Box>
      )}
    </Paper>
  );
}
