import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CheckCircle from '@mui/icons-material/CheckCircle';
import type { ContentCard } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { requestStudentTab } from '../student-tabs';

const text = contentTexts.alreadyEnrolled;

/** The content of the results the student already holds, kept out of the grid (spec §2). */
export function AlreadyEnrolledSummary({ cards }: { cards: ContentCard[] }) {
  if (cards.length === 0) return null;
  return (
    <Alert
      severity="success"
      variant="outlined"
      icon={<CheckCircle />}
      data-testid="already-enrolled"
      data-count={cards.length}
      sx={{ mb: 2.5, '& .MuiAlert-message': { width: '100%' } }}
      action={
        <Button color="inherit" size="small" onClick={() => requestStudentTab('my-courses')} sx={{ whiteSpace: 'nowrap' }}>
          {text.open}
        </Button>
      }
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{text.title}</AlertTitle>
      {text.summary(cards.length)}
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {cards.map((card) => (
          <li key={card.id}>
            <Chip size="small" label={card.title} variant="outlined" data-content-id={card.id} />
          </li>
        ))}
      </Box>
    </Alert>
  );
}
