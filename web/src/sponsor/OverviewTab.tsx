import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Dashboard from '@mui/icons-material/Dashboard';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import { sponsorTexts } from '../i18n/sponsor';
import { Panel } from '../components/Panel';
import { SponsoredContentList } from './SponsoredContentList';
import { SponsorFigures } from './SponsorFigures';

const text = sponsorTexts.overview;

/** Overview: the figures and the sponsored content with what is left of each pool. */
export function OverviewTab() {
  return (
    <Stack spacing={3} data-testid="sponsor-overview">
      <Panel title={text.title} icon={<Dashboard />}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {text.intro}
        </Typography>
        <SponsorFigures testIdPrefix="overview" />
      </Panel>
      <Panel title={text.sponsoredTitle} icon={<VolunteerActivism />}>
        <SponsoredContentList />
      </Panel>
    </Stack>
  );
}
