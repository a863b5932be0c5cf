import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Celebration from '@mui/icons-material/Celebration';
import MenuBook from '@mui/icons-material/MenuBook';
import { Link as RouterLink } from 'react-router';
import type { XpResult } from '../../api/game-api';
import { contentTexts } from '../../i18n/content';
import { storeStudentTab } from '../student-tabs';
import { RatingControl } from './RatingControl';

const text = contentTexts.completion;

/** Back to the dashboard with My Courses open. */
export function MyCoursesLink({ variant = 'outlined' }: { variant?: 'outlined' | 'contained' | 'text' }) {
  return (
    <Button component={RouterLink} to="/student/dashboard" onClick={() => storeStudentTab('my-courses')} variant={variant} startIcon={<MenuBook aria-hidden />} data-testid="back-to-my-courses">
      {text.backToMyCourses}
    </Button>
  );
}

/** The celebration on completing a course: the XP earned, a level up, the rating and the way back. */
export function CompletionCard({ xpAward, contentId, myRating }: { xpAward: XpResult | null; contentId: number; myRating: number | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Paper
      elevation={4}
      component="section"
      aria-labelledby="completion-title"
      data-testid="completion-card"
      sx={{ p: { xs: 2.5, sm: 3.5 }, mb: 3, border: '2px solid', borderColor: 'success.main', textAlign: 'center' }}
    >
      <Celebration aria-hidden sx={{ fontSize: 56, color: '#f5b301' }} />
      <Typography id="completion-title" ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ fontWeight: 800, outline: 'none' }}>
        {text.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text.text}
      </Typography>
      <Box role="status">
        {xpAward && (
          <>
            <Typography variant="h4" component="p" sx={{ fontWeight: 800, color: 'primary.main' }} data-testid="completion-xp" data-xp={xpAward.xpGain}>
              {text.xp(xpAward.xpGain)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {text.xpLabel}
            </Typography>
            {xpAward.leveledUp && (
              <Typography sx={{ fontWeight: 700, mt: 1 }} data-testid="completion-level-up">
                {text.levelUp(xpAward.newLevel)}
              </Typography>
            )}
            {xpAward.itemDrop && <Typography sx={{ mt: 0.5 }}>{text.drop(xpAward.itemDrop.name)}</Typography>}
          </>
        )}
      </Box>
      <Stack sx={{ alignItems: 'center', mt: 2.5, gap: 2 }}>
        <RatingControl contentId={contentId} initial={myRating} />
        <MyCoursesLink variant="contained" />
      </Stack>
    </Paper>
  );
}
