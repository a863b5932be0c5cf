import Grid from '@mui/material/Grid';
import Schedule from '@mui/icons-material/Schedule';
import { errorText } from '../../../api/game-api';
import { learningTexts } from '../../../i18n/learning';
import { Panel } from '../../../components/Panel';
import { EmptyState, ErrorState, LoadingBlocks } from '../../../components/states';
import { LearningPatternChart } from './LearningPatternChart';
import { TimeOfDayBreakdown } from './TimeOfDayBreakdown';
import { useLearningPattern } from '../../queries';

const text = learningTexts.analytics.pattern;

/** The most studied courses (at most 10) and when the student studies. */
export function LearningPatternPanel() {
  const pattern = useLearningPattern();
  return (
    <Panel title={text.title} icon={<Schedule />} testId="analytics-pattern">
      {pattern.isPending ? (
        <LoadingBlocks rows={3} height={40} />
      ) : !pattern.data ? (
        <ErrorState message={errorText(pattern.error, learningTexts.apiErrors.learningPattern)} onRetry={() => void pattern.refetch()} />
      ) : pattern.data.length === 0 ? (
        <EmptyState icon={<Schedule fontSize="inherit" />} title={text.empty} />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <LearningPatternChart entries={pattern.data} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TimeOfDayBreakdown entries={pattern.data} />
          </Grid>
        </Grid>
      )}
    </Panel>
  );
}
