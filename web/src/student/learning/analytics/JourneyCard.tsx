import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ListAlt from '@mui/icons-material/ListAlt';
import type { LearningJourney } from '../../../api/learning-api';
import { learningTexts } from '../../../i18n/learning';
import { subjectName } from '../../../components/charts/analytics-format';
import { SkillLevelChip } from './SkillLevelChip';
import { Velocity } from './Velocity';

const text = learningTexts.analytics.journeys;

/** One subject: skill level, skill score, velocity, courses done; opens the subject's courses. */
export function JourneyCard({ journey, onOpen }: { journey: LearningJourney; onOpen: () => void }) {
  const name = subjectName(journey.subject);
  const score = Math.round(Math.min(100, Math.max(0, journey.skillScore)));
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="journey" data-subject={journey.subject}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
          <Typography component="h3" sx={{ fontWeight: 800 }}>
            {name}
          </Typography>
          <SkillLevelChip level={journey.skillLevel} />
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {text.skillScore}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {score}/100
          </Typography>
        </Stack>
        <LinearProgress variant="determinate" value={score} aria-label={text.skillScoreOf(name, score)} sx={{ height: 8, borderRadius: 4, mt: 0.5, mb: 1.5 }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
          <Velocity value={journey.learningVelocity} />
          <Typography variant="body2" color="text.secondary">
            {text.courses(journey.completed, journey.enrolled)}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5, pt: 0 }}>
        <Button size="small" startIcon={<ListAlt />} onClick={onOpen} aria-haspopup="dialog" data-testid="journey-open">
          {text.open(name)}
        </Button>
      </CardActions>
    </Card>
  );
}
