import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AutoStories from '@mui/icons-material/AutoStories';
import TravelExplore from '@mui/icons-material/TravelExplore';
import { learningTexts } from '../../../i18n/learning';
import { requestStudentTab } from '../../student-tabs';

const text = learningTexts.analytics.nudge;

/** Nothing studied yet: an invitation to Browse Content. */
export function StudyNudge() {
  return (
    <Paper elevation={2} sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', gap: 2, alignItems: 'center', flexDirection: { xs: 'column', sm: 'row' }, textAlign: { xs: 'center', sm: 'left' } }} data-testid="analytics-nudge">
      <AutoStories aria-hidden color="primary" sx={{ fontSize: 48 }} />
      <Box sx={{ flex: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          {text.title}
        </Typography>
        <Typography color="text.secondary">{text.text}</Typography>
      </Box>
      <Button variant="contained" startIcon={<TravelExplore />} onClick={() => requestStudentTab('browse-content')}>
        {text.action}
      </Button>
    </Paper>
  );
}
