import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Bedtime from '@mui/icons-material/Bedtime';
import LightMode from '@mui/icons-material/LightMode';
import WbSunny from '@mui/icons-material/WbSunny';
import WbTwilight from '@mui/icons-material/WbTwilight';
import type { DayPart, LearningPatternEntry } from '../../../api/learning-api';
import { learningTexts } from '../../../i18n/learning';
import { dayPartName, dayPartShares, secondsAsStudyTime } from '../../../components/charts/analytics-format';

const text = learningTexts.analytics.pattern;

const ICONS: Record<DayPart, typeof WbSunny> = { morning: WbSunny, afternoon: LightMode, evening: WbTwilight, night: Bedtime };

/** How the study time of the listed courses splits over morning, afternoon, evening and night. */
export function TimeOfDayBreakdown({ entries }: { entries: readonly LearningPatternEntry[] }) {
  const shares = dayPartShares(entries);
  return (
    <Box data-testid="analytics-time-of-day">
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {text.timeOfDay}
      </Typography>
      <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shares.map(({ part, seconds, percent }) => {
          const Icon = ICONS[part];
          const name = dayPartName(part);
          return (
            <Box component="li" key={part} data-part={part} data-percent={percent}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Icon fontSize="small" color="primary" aria-hidden />
                <Typography variant="body2" sx={{ flex: 1, fontWeight: 600 }}>
                  {name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${secondsAsStudyTime(seconds)} · ${learningTexts.analytics.percent(percent)}`}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={percent}
                color="secondary"
                aria-label={text.timeOfDayShare(name, percent)}
                sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
              />
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
