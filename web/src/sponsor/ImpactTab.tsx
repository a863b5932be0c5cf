import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import Insights from '@mui/icons-material/Insights';
import { sponsorTexts } from '../i18n/sponsor';
import { Panel } from '../components/Panel';
import { EmptyState } from '../components/states';
import { HeaderFigure } from '../components/HeaderFigure';
import { ImpactChart, ImpactChartDrawing } from './ImpactChart';
import { SponsorFigures } from './SponsorFigures';
import { useSponsoredContent, useSponsorStats } from './queries';

const text = sponsorTexts.impact;

/** Impact: the figures, the donation per student supported, and the students each course's pools funded. */
export function ImpactTab() {
  const stats = useSponsorStats();
  const sponsored = useSponsoredContent();
  // The chart's code downloads while the pledges are fetched.
  useEffect(() => ImpactChartDrawing.preload(), []);
  const figures = stats.data;
  const perStudent =
    figures && figures.studentsSupported > 0 ? sponsorTexts.common.dollars(Math.round((figures.totalDonated / figures.studentsSupported) * 100) / 100) : sponsorTexts.common.notAvailable;
  const pledges = sponsored.data ?? [];
  return (
    <Stack spacing={3} data-testid="sponsor-impact">
      <Panel title={text.title} icon={<Insights />}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {text.intro}
        </Typography>
        <SponsorFigures testIdPrefix="impact" />
        {figures && (
          <Box sx={{ mt: 2 }}>
            <HeaderFigure label={text.perStudent} value={perStudent} testId="impact-per-student" />
          </Box>
        )}
      </Panel>
      <Panel title={text.chartTitle} icon={<BarChartIcon />}>
        {pledges.length > 0 ? <ImpactChart pledges={pledges} /> : <EmptyState icon={<Insights />} title={text.noneTitle} text={text.noneText} testId="impact-empty" />}
      </Panel>
    </Stack>
  );
}
