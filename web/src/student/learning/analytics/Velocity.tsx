import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { learningTexts } from '../../../i18n/learning';

const text = learningTexts.analytics.journeys;

/** Learning velocity: percent points of progress per week, with its direction. */
export function Velocity({ value }: { value: number }) {
  const velocity = Number.isFinite(value) ? value : 0;
  const Icon = velocity > 0 ? TrendingUp : velocity < 0 ? TrendingDown : TrendingFlat;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: velocity > 0 ? 'success.main' : 'text.secondary' }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600 }} component="span">
        {text.velocityPerWeek(velocity)}
      </Typography>
    </Stack>
  );
}
