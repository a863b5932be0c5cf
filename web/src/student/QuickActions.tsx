import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import PlayCircle from '@mui/icons-material/PlayCircle';
import { useNavigate } from 'react-router';
import { chestCountdown } from '../../../domain/game/rewards/daily-chest';
import { errorText, gameApi, type ChestStatus, type ClientConfig } from '../api/game-api';
import { ApiError } from '../api/api-error';
import { ActionButton } from '../components/ActionButton';
import { useToast } from '../components/Toasts';
import { gameTexts } from '../i18n';
import { contentTexts } from '../i18n/content';
import { ChestArt } from '../components/art/RewardArt';
import type { MyCourse, MyCourses } from '../api/content-api';
import { courseToContinue, coursePath, splitCourses } from './content/my-courses-view';
import { openTabWithType } from './content/requested-type';
import { DailyChestModal } from './DailyChestModal';
import { OddsDialog } from './OddsDialog';
import { myCoursesQuery, useChestStatus } from './queries';
import { requestStudentTab } from './student-tabs';
import { useNow } from '../hooks/use-now';

const text = gameTexts.quickActions;

/**
 * Where the browser goes for the video courses: the configured address with a single-use code that
 * the app's server exchanges for its own sign-in. Never the access token: an address lands in the
 * browser's history and in server logs.
 */
export function videoCoursesAddress(url: string, code: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}`;
}

/**
 * Video Courses without an outside site: the student's video lessons in the app, My Courses filtered
 * to videos (the completed ones when none is under way), or Browse Content filtered to videos when
 * they hold none.
 */
function openVideoLessons(courses: MyCourses): void {
  const { active, completed } = splitCourses(courses);
  const isVideo = (course: MyCourse) => course.contentItem.type === 'video';
  if (active.some(isVideo)) openTabWithType('my-courses', 'video');
  else if (completed.some(isVideo)) openTabWithType('my-courses', 'video', true);
  else openTabWithType('browse-content', 'video');
}

/** The chest's quick action: opens the chest dialog, or reads 'Chest Opened' with the countdown. */
function ChestAction({ status, loading, onOpen }: { status: ChestStatus | null; loading: boolean; onOpen: () => void }) {
  const now = useNow();
  const available = status ? status.canOpen ?? status.canOpenChest ?? false : false;
  if (status && !available) {
    const countdown = chestCountdown(now, status.nextAvailableAt ? new Date(status.nextAvailableAt) : null);
    return (
      <ActionButton icon={<ChestArt size={34} style={{ filter: 'grayscale(1)', opacity: 0.6 }} />} label={text.chestOpened} hint={text.nextChest(countdown)} disabled colour="#f5b301" testId="action-daily-chest" />
    );
  }
  return <ActionButton icon={<ChestArt size={34} />} label={text.dailyChest} hint={text.dailyChestHint} onClick={onOpen} disabled={loading} colour="#f5b301" testId="action-daily-chest" />;
}

/**
 * Continue Learning: opens the unfinished course the student was in last, where they left off; with
 * none, Browse Content and a word on why.
 */
function ContinueLearningAction() {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A second press while the courses load does nothing (the button keeps its focus: no disabling).
  const busy = useRef(false);

  const continueLearning = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const course = courseToContinue(await queryClient.fetchQuery(myCoursesQuery));
      if (course) {
        void navigate(coursePath(course));
      } else {
        requestStudentTab('browse-content');
        toast.info(text.continueLearningNone);
      }
    } catch (error) {
      toast.error(errorText(error, contentTexts.apiErrors.myCourses));
    } finally {
      busy.current = false;
    }
  };

  return (
    <ActionButton
      icon={<PlayCircle fontSize="inherit" />}
      label={text.continueLearning}
      hint={text.continueLearningHint}
      onClick={() => void continueLearning()}
      colour="#5b3fd6"
      testId="action-continue-learning"
    />
  );
}

/** Continue Learning, Video Courses, Daily Chest and Education with AI. */
export function QuickActions() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const chest = useChestStatus();
  const now = useNow();
  const [chestOpen, setChestOpen] = useState(false);
  const [oddsOpen, setOddsOpen] = useState(false);
  const [aiOpen, setAiOpen] = useState(false);
  const config = useRef<Promise<ClientConfig> | null>(null);

  // The next chest's time has come: ask the server again.
  const due = chest.data && !(chest.data.canOpen ?? chest.data.canOpenChest) && chest.data.nextAvailableAt && new Date(chest.data.nextAvailableAt) <= now;
  const { refetch: reloadChest } = chest;
  useEffect(() => {
    if (due) void reloadChest();
  }, [due, reloadChest]);

  const goToVideoCourses = async () => {
    try {
      config.current ??= gameApi.config();
      const { videoCoursesUrl } = await config.current.catch((error: unknown) => {
        config.current = null;
        throw error;
      });
      if (!videoCoursesUrl) return openVideoLessons(await queryClient.fetchQuery(myCoursesQuery));
      const { code } = await gameApi.videoCode();
      window.location.href = videoCoursesAddress(videoCoursesUrl, code);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) toast.error(text.loginFirst);
      else toast.error(error instanceof Error ? error.message : gameTexts.apiErrors.videoCode);
    }
  };

  return (
    <Box component="section" aria-labelledby="quick-actions-title">
      <Typography id="quick-actions-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {text.title}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ContinueLearningAction />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ActionButton icon={<OndemandVideo fontSize="inherit" />} label={text.videoCourses} hint={text.videoCoursesHint} onClick={goToVideoCourses} colour="#00a6c7" testId="action-video-courses" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }} sx={{ display: 'flex', flexDirection: 'column' }}>
          {/* The chest fills what the odds link leaves, so the link never lies under the next action. */}
          <Box sx={{ flex: 1 }}>
            <ChestAction status={chest.data ?? null} loading={chest.isPending} onOpen={() => setChestOpen(true)} />
          </Box>
          <Box sx={{ textAlign: 'right', mt: 0.5 }}>
            <Link component="button" type="button" variant="body2" onClick={() => setOddsOpen(true)} data-testid="odds-link">
              {text.odds}
            </Link>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ActionButton icon={<AutoAwesome fontSize="inherit" />} label={text.educationAi} hint={text.educationAiHint} onClick={() => setAiOpen(true)} colour="#c2185b" testId="action-education-ai" />
        </Grid>
      </Grid>

      <DailyChestModal open={chestOpen} onClose={() => setChestOpen(false)} />
      <OddsDialog open={oddsOpen} onClose={() => setOddsOpen(false)} />
      <Dialog open={aiOpen} onClose={() => setAiOpen(false)} maxWidth="xs" fullWidth aria-labelledby="education-ai-title">
        <DialogTitle id="education-ai-title" sx={{ fontWeight: 800 }}>
          {text.comingSoon}
        </DialogTitle>
        <DialogContent>
          <Typography>{text.educationAiSoon}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAiOpen(false)} autoFocus>
            {gameTexts.common.close}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
