import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import People from '@mui/icons-material/People';
import Toll from '@mui/icons-material/Toll';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { TeacherAnalytics } from '../../api/teacher-api';
import { teacherTexts } from '../../i18n/teacher';
import { FigureCard } from '../../components/FigureCard';
import { formatInteger } from '../../i18n/format';

const text = teacherTexts.analytics.overview;

/** Total content, total students, active students in the last 7 days and total earnings in tokens. */
export function OverviewCards({ overview }: { overview: TeacherAnalytics['overview'] }) {
  return (
    <Box component="section" aria-label={text.label} data-testid="analytics-overview">
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <FigureCard label={text.totalContent} value={formatInteger(overview.totalContent)} icon={<LibraryBooks />} tone="primary" testId="overview-total-content" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <FigureCard label={text.totalStudents} value={formatInteger(overview.totalStudents)} icon={<People />} tone="info" testId="overview-total-students" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <FigureCard label={text.activeStudents} value={formatInteger(overview.activeStudents)} icon={<TrendingUp />} tone="success" testId="overview-active-students" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <FigureCard label={text.totalEarnings} value={teacherTexts.common.tokens(overview.totalEarnings)} icon={<Toll />} tone="warning" testId="overview-total-earnings" />
        </Grid>
      </Grid>
    </Box>
  );
}
