import { Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import { errorText } from '../../api/game-api';
import type { ContentCard } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { LazyErrorBoundary } from '../../components/LazyErrorBoundary';
import { lazyPart, retryFailedParts } from '../../components/lazy-part';
import { ErrorState, LoadingBlocks } from '../../components/states';
import { teacherName, useSmallScreen } from '../../components/content/content-look';
import { EnrollButton } from './EnrollButton';
import { TeacherIntro } from './TeacherIntro';
import { useLastChosen } from '../../hooks/use-last-chosen';
import { useContentDetail } from '../queries';

const text = contentTexts.preview;

/** The preview itself, whose code (the lesson's players, Markdown) arrives when a preview first opens. */
const PreviewPanel = lazyPart(() => import('./PreviewPanel').then((module) => module.PreviewPanel));

/** The preview modal of a browse card: the content's preview with a 2-minute countdown, and Enroll. */
export function PreviewDialog({
  card: chosen,
  balance,
  sponsored = false,
  enrollBusy,
  onEnroll,
  onClose,
}: {
  card: ContentCard | null;
  balance: number | null;
  /** A sponsor's pool pays the price (access info). */
  sponsored?: boolean;
  enrollBusy: boolean;
  onEnroll(card: ContentCard): void;
  onClose(): void;
}) {
  const fullScreen = useSmallScreen();
  const card = useLastChosen(chosen);
  const open = chosen !== null;
  const detail = useContentDetail(chosen?.id ?? null, chosen !== null);
  const loaded = open && detail.data && detail.data.id === chosen?.id ? detail.data : null;
  // The preview's code downloads while its content is fetched.
  useEffect(() => {
    if (open) PreviewPanel.preload();
  }, [open]);

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="preview-dialog-title" data-testid="preview-dialog">
      {card && (
        <>
          <DialogTitle id="preview-dialog-title" sx={{ fontWeight: 800, pr: 7 }}>
            {text.title(card.title)}
          </DialogTitle>
          <IconButton onClick={onClose} aria-label={contentTexts.common.close} sx={{ position: 'absolute', right: 12, top: 12 }}>
            <Close />
          </IconButton>
          <DialogContent dividers>
            {detail.isPending || (open && !loaded && !detail.error) ? (
              <LoadingBlocks rows={3} height={80} label={contentTexts.common.loading} />
            ) : !loaded ? (
              <ErrorState message={errorText(detail.error, contentTexts.apiErrors.fetchContent)} onRetry={() => void detail.refetch()} />
            ) : (
              <>
                <Box sx={{ mb: 2 }}>
                  <TeacherIntro detail={loaded} name={teacherName(loaded)} />
                </Box>
                <LazyErrorBoundary onRetry={retryFailedParts} fallback={(again) => <ErrorState message={text.loadFailed} onRetry={again} />}>
                  <Suspense fallback={<LoadingBlocks rows={3} height={80} label={contentTexts.common.loading} />}>
                    <PreviewPanel detail={loaded} />
                  </Suspense>
                </LazyErrorBoundary>
              </>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
            <Button onClick={onClose}>{contentTexts.common.close}</Button>
            <EnrollButton price={card.tokenPrice} balance={balance} title={card.title} sponsored={sponsored} busy={enrollBusy} onClick={() => onEnroll(card)} />
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
