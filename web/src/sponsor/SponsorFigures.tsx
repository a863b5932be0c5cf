import Grid from '@mui/material/Grid';
import AccessTime from '@mui/icons-material/AccessTime';
import AttachMoney from '@mui/icons-material/AttachMoney';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import People from '@mui/icons-material/People';
import { errorText } from '../api/game-api';
import { FigureCard } from '../components/FigureCard';
import { sponsorTexts } from '../i18n/sponsor';
import { ErrorState, LoadingBlocks } from '../components/states';
import { useSponsorStats } from './queries';
import { formatInteger } from '../i18n/format';

const text = sponsorTexts.figures;

/** Students supported, content sponsored, learning hours enabled and total donated, as the server counted them. */
export function SponsorFigures({ testIdPrefix }: { testIdPrefix: string }) {
  const stats = useSponsorStats();
  if (stats.isPending) return <LoadingBlocks rows={1} height={72} label={sponsorTexts.common.loading} />;
  if (!stats.data) return <ErrorState message={errorText(stats.error, sponsorTexts.apiErrors.stats)} onRetry={() => void stats.refetch()} />;
  const figures = stats.data;
  const size = { xs: 12, sm: 6, md: 3 } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={size}>
        <FigureCard label={text.studentsSupported} value={formatInteger(figures.studentsSupported)} icon={<People />} tone="primary" testId={`${testIdPrefix}-students-supported`} />
      </Grid>
      <Grid size={size}>
        <FigureCard label={text.contentSponsored} value={formatInteger(figures.contentSponsored)} icon={<LibraryBooks />} tone="info" testId={`${testIdPrefix}-content-sponsored`} />
      </Grid>
      <Grid size={size}>
        <FigureCard label={text.learningHours} value={text.hours(figures.learningHoursEnabled)} icon={<AccessTime />} tone="success" testId={`${testIdPrefix}-learning-hours`} />
      </Grid>
      <Grid size={size}>
        <FigureCard label={text.totalDonated} value={sponsorTexts.common.dollars(figures.totalDonated)} icon={<AttachMoney />} tone="warning" testId={`${testIdPrefix}-total-donated`} />
      </Grid>
    </Grid>
  );
}
