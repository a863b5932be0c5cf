import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { contentTexts } from '../../i18n/content';

const text = contentTexts.interactive;

/** An interactive step's task: its question and the options to weigh (nothing is checked here). */
export function TaskChoices({ task }: { task: { prompt: string; choices?: string[] } }) {
  return (
    <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', mb: 1 }} data-testid="step-task">
      <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
        {text.task}
      </Typography>
      <Typography sx={{ mb: 1 }}>{task.prompt}</Typography>
      {task.choices && task.choices.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {task.choices.map((choice, index) => (
            <li key={index}>
              <Typography>{choice}</Typography>
            </li>
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {text.taskHint}
      </Typography>
    </Box>
  );
}
