import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Bolt from '@mui/icons-material/Bolt';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import TravelExplore from '@mui/icons-material/TravelExplore';
import { XP_PER_LEVEL } from '../../../domain/game/progression/level';
import { XP_SOURCES } from '../../../domain/game/progression/xp-award';
import { onboardingTexts } from '../i18n/onboarding';
import { isWelcomeDue, markWelcomeSeen } from './first-visit';

const text = onboardingTexts.welcome;

function Point({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={{ flexShrink: 0, width: 44, height: 44, borderRadius: 2.5, display: 'grid', placeItems: 'center', bgcolor: 'action.selected', color: 'primary.main' }}
      >
        {icon}
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * A new student's welcome on the first visit of the dashboard: the daily chest, how XP and levels
 * work, where the courses are. Shown until dismissed (a button or Escape), then never again.
 */
export function FirstVisitWelcome({ userId, name, onBrowseCourses }: { userId: number; name: string; onBrowseCourses: () => void }) {
  const [open, setOpen] = useState(() => isWelcomeDue(userId));

  const dismiss = () => {
    markWelcomeSeen(userId);
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onClose={dismiss}
      maxWidth="sm"
      fullWidth
      aria-labelledby="first-visit-welcome-title"
      aria-describedby="first-visit-welcome-intro"
      data-testid="first-visit-welcome"
    >
      <DialogTitle id="first-visit-welcome-title" sx={{ fontWeight: 800, pr: 3 }}>
        {text.title(name)}
      </DialogTitle>
      <DialogContent>
        <Typography id="first-visit-welcome-intro" sx={{ mb: 2 }}>
          {text.intro}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          <Point icon={<CardGiftcard />} title={text.chestTitle}>
            {text.chestText}
          </Point>
          <Point icon={<Bolt />} title={text.xpTitle}>
            {text.xpText(XP_PER_LEVEL, XP_SOURCES.daily_login, XP_SOURCES.video_completed, XP_SOURCES.quiz_completed, XP_SOURCES.course_completed)}
          </Point>
          <Point icon={<TravelExplore />} title={text.coursesTitle}>
            {text.coursesText}
          </Point>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          sx={{ minHeight: 44 }}
          onClick={() => {
            dismiss();
            onBrowseCourses();
          }}
        >
          {text.browse}
        </Button>
        <Button variant="contained" onClick={dismiss} autoFocus sx={{ minHeight: 44 }}>
          {text.start}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
