import { useState } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import Route from '@mui/icons-material/Route';
import type { LearningJourney } from '../../../api/learning-api';
import { learningTexts } from '../../../i18n/learning';
import { Panel } from '../../../components/Panel';
import { EmptyState } from '../../../components/states';
import { JourneyCard } from './JourneyCard';
import { JourneyChart } from './JourneyChart';
import { SubjectProgressDialog } from './SubjectProgressDialog';

const text = learningTexts.analytics.journeys;

/** A journey per subject: the chart across subjects, a card each, and a subject's courses on demand. */
export function LearningJourneys({ journeys }: { journeys: readonly LearningJourney[] }) {
  const [subject, setSubject] = useState<string | null>(null);
  return (
    <Panel title={text.title} icon={<Route />} testId="analytics-journeys">
      {journeys.length === 0 ? (
        <EmptyState icon={<Route fontSize="inherit" />} title={text.empty} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {text.hint}
          </Typography>
          <JourneyChart journeys={journeys} onSelect={setSubject} />
          <Grid container spacing={2} sx={{ mt: 1 }}>
            {journeys.map((journey) => (
              <Grid key={journey.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <JourneyCard journey={journey} onOpen={() => setSubject(journey.subject)} />
              </Grid>
            ))}
          </Grid>
        </>
      )}
      <SubjectProgressDialog subject={subject} onClose={() => setSubject(null)} />
    </Panel>
  );
}
