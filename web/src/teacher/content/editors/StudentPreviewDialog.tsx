import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import type { ContentType } from '../../../../../domain/content/content-taxonomy';
import { teacherApi } from '../../../api/teacher-api';
import { editorTexts } from '../../../i18n/editors';
import { ContentPlayer } from '../../../components/lesson/ContentPlayer';
import { mediaAddressOf } from './media-previews';
import { previewQuizAttempt, previewStepCheck } from './preview-answers';
import { learnerPreviewData } from './preview-content';
import { TOUCH } from './touch';

const text = editorTexts.preview;

type Addresses = { video?: string; handout?: string };

const keyOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The playable addresses of the material's stored files (a video, a handout): the upload's, else, for
 * saved content, those a read of the content gives (signed for this teacher).
 */
function useStoredAddresses(authored: Record<string, unknown>, contentId: number | null, open: boolean): Addresses {
  const videoKey = keyOf(authored.mediaKey);
  const handoutKey = keyOf((authored.handout as { mediaKey?: unknown } | undefined)?.mediaKey);
  const [read, setRead] = useState<Addresses | null>(null);
  const needsRead = (!!videoKey && !mediaAddressOf(videoKey)) || (!!handoutKey && !mediaAddressOf(handoutKey));
  useEffect(() => {
    if (!open || !needsRead || contentId === null || read) return;
    let active = true;
    teacherApi.contentItem(contentId).then(
      (detail) => {
        const data = (detail.contentData ?? {}) as { videoUrl?: string; handout?: { url?: string } };
        if (active) setRead({ video: data.videoUrl, handout: data.handout?.url });
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [open, needsRead, contentId, read]);
  // A read's address is of the file saved: it stands for the form's file only while that is the one saved.
  return { video: mediaAddressOf(videoKey) ?? (videoKey ? read?.video : undefined), handout: mediaAddressOf(handoutKey) ?? (handoutKey ? read?.handout : undefined) };
}

/**
 * The lesson as a student sees it, full screen, from the form's current material: the student's own
 * player (ContentPlayer) fed with what a student's read holds (no answers). Nothing is reported: a
 * quiz is marked and a step checked here with the server's rules, without progress or rewards.
 */
export function StudentPreviewDialog({
  open,
  onClose,
  title,
  type,
  authored,
  contentId,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  type: ContentType;
  /** The material as it would be saved (answers included). */
  authored: Record<string, unknown>;
  contentId: number | null;
}) {
  const addresses = useStoredAddresses(authored, contentId, open);
  const [passed, setPassed] = useState<number[]>([]);
  useEffect(() => {
    if (open) setPassed([]);
  }, [open]);
  const shownTitle = title.trim() || text.untitled;
  const contentData = learnerPreviewData(type, authored, addresses);

  return (
    <Dialog open={open} onClose={onClose} fullScreen aria-labelledby="student-preview-title" data-testid="student-preview">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography id="student-preview-title" variant="h6" component="h2" sx={{ flex: 1, fontWeight: 700, minWidth: 0 }} noWrap>
            {text.title(shownTitle)}
          </Typography>
          <IconButton edge="end" onClick={onClose} aria-label={text.close} sx={TOUCH} data-testid="student-preview-close">
            <Close aria-hidden />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1100, width: '100%', mx: 'auto' }}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {text.note}
        </Alert>
        {type === 'video' && authored.mediaKey !== undefined && !addresses.video && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {text.videoPending}
          </Alert>
        )}
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 2, overflowWrap: 'anywhere' }}>
          {shownTitle}
        </Typography>
        <Paper elevation={2} sx={{ p: { xs: 1.5, sm: 3 } }} component="section" aria-label={shownTitle} data-testid="student-preview-player" data-type={type}>
          <ContentPlayer
            // A fresh player whenever the preview opens: the student starts at the beginning.
            key={String(open)}
            detail={{ type, title: shownTitle, contentData, enrollment: null }}
            canRecord
            partsDone={passed}
            completed={false}
            record={() => Promise.resolve(null)}
            onSubmitQuiz={(answers) => Promise.resolve(previewQuizAttempt(authored, answers))}
            onCheckStep={(index, answer) => {
              const result = previewStepCheck(authored, index, answer, passed);
              setPassed(result.partsDone);
              return Promise.resolve(result);
            }}
          />
        </Paper>
      </Box>
    </Dialog>
  );
}
