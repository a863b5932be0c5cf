import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { errorText, type PeriodChallenges } from '../../api/game-api';
import { GoalIcon } from '../../components/game-look';
import { Panel } from '../../components/Panel';
import { EmptyState, ErrorState, LoadingBlocks } from '../../components/states';
import { requestStudentTab } from '../student-tabs';
import { Bar } from './Bar';
import { gameTexts } from '../../i18n';

const text = gameTexts;

export function TodayGoals({ challenges }: { challenges: UseQueryResult<{ daily: PeriodChallenges }> }) {
  return (
    <Panel
      title={text.goals.title}
      icon={<TaskAlt />}
      testId="todays-goals"
      action={
        <Button size="small" onClick={() => requestStudentTab('challenges')}>
          {text.goals.viewAll}
        </Button>
      }
    >
      {challenges.isPending ? (
        <LoadingBlocks rows={3} height={40} />
      ) : !challenges.data ? (
        <ErrorState message={errorText(challenges.error, text.goals.failed)} onRetry={() => void challenges.refetch()} />
      ) : challenges.data.daily.goals.length === 0 ? (
        <EmptyState title={text.goals.empty} />
      ) : (
        <Stack spacing={1.75}>
          {challenges.data.daily.goals.map((goal) => (
            <Box key={goal.id} data-testid={`today-goal-${goal.id}`}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                <GoalIcon unit={goal.unit} sx={{ fontSize: 20 }} />
                <Typography sx={{ flex: 1, fontWeight: 600 }}>{goal.title}</Typography>
                {goal.completed ? (
                  <Chip size="small" color="success" label={text.goals.done} />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {text.goals.progress(goal.current, goal.target, goal.unit)}
                  </Typography>
                )}
              </Stack>
              <Bar value={goal.progress} label={goal.title} colour={goal.completed ? '#43a047' : undefined} />
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
