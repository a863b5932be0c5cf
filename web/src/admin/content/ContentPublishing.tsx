import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import EditNote from '@mui/icons-material/EditNote';
import Public from '@mui/icons-material/Public';
import type { ContentRecord } from '../../api/data-provider';
import { ApiError } from '../../api/api-error';
import { errorText } from '../../api/game-api';
import { teacherApi } from '../../api/teacher-api';
import { useToast } from '../../components/Toasts';
import { ConfirmDialog } from '../ConfirmDialog';
import { contentFormServerTexts } from '../../i18n/form-problems';
import { teacherTexts } from '../../i18n/teacher';

const text = teacherTexts.library;

/** Draft or Published, with what it means for who sees it (read out with the chip). */
export function PublicationChip({ record }: { record: Pick<ContentRecord, 'status'> }) {
  const draft = record.status === 'draft';
  return (
    <Chip
      size="small"
      variant={draft ? 'outlined' : 'filled'}
      color={draft ? 'default' : 'success'}
      icon={draft ? <EditNote aria-hidden /> : <Public aria-hidden />}
      label={text.publications[record.status]}
      title={text.publicationHint[record.status]}
      data-testid="publication-chip"
      data-status={record.status}
    />
  );
}

/** A refused publish: what the content still needs, in words, and a way to the editor. */
function IncompleteDialog({ item, missing, onClose, onEdit }: { item: ContentRecord | null; missing: string[]; onClose(): void; onEdit(): void }) {
  const words = text.incompleteDialog;
  return (
    <Dialog open={item !== null} onClose={onClose} aria-labelledby="incomplete-content-title" aria-describedby="incomplete-content-intro" data-testid="incomplete-content-dialog">
      <DialogTitle id="incomplete-content-title">{words.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="incomplete-content-intro" sx={{ color: 'text.primary' }}>
          {item && words.intro(item.title)}
        </DialogContentText>
        <Typography component="ul" sx={{ mt: 1, mb: 0, pl: 3 }} data-testid="incomplete-content-missing">
          {missing.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{words.close}</Button>
        <Button onClick={onEdit} variant="contained" autoFocus data-testid="incomplete-content-edit">
          {words.edit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Unpublishing asks first: the content leaves the catalogue. */
function UnpublishDialog({ item, working, onCancel, onConfirm }: { item: ContentRecord | null; working: boolean; onCancel(): void; onConfirm(): void }) {
  const words = text.unpublishDialog;
  return (
    <ConfirmDialog
      open={item !== null}
      title={words.title}
      question={words.question}
      confirmLabel={words.confirm}
      workingLabel={words.working}
      colour="warning"
      busy={working}
      onCancel={onCancel}
      onConfirm={onConfirm}
      testId="unpublish-content"
    >
      {item && <Typography sx={{ mt: 1 }}>{words.which(item.title)}</Typography>}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {words.note}
      </Typography>
    </ConfirmDialog>
  );
}

/** The words for what a refused publish names (422 CONTENT_INCOMPLETE), else its message. */
function missingItems(failure: unknown): string[] | null {
  if (!(failure instanceof ApiError) || failure.code !== 'CONTENT_INCOMPLETE') return null;
  const texts = Object.values(contentFormServerTexts(failure.fieldProblems, failure.fieldErrors));
  return texts.length > 0 ? texts : [failure.message];
}

/**
 * Publishing and unpublishing from the library: Publish goes at once (a refusal lists what the
 * content lacks, with a way to the editor), Unpublish asks first. `dialogs` renders the two dialogs;
 * `busy` is the id of the content a call is out for.
 */
export function useContentPublishing({ onChanged, onEdit }: { onChanged(): void; onEdit(record: ContentRecord): void }): {
  publish(record: ContentRecord): Promise<void>;
  askUnpublish(record: ContentRecord): void;
  busy: number | null;
  dialogs: ReactNode;
} {
  const toast = useToast();
  const [busy, setBusy] = useState<number | null>(null);
  const [incomplete, setIncomplete] = useState<{ item: ContentRecord; missing: string[] } | null>(null);
  const [unpublishing, setUnpublishing] = useState<ContentRecord | null>(null);

  const publish = async (record: ContentRecord) => {
    setBusy(record.id);
    try {
      await teacherApi.publishContent(record.id);
      toast.success(text.publishedNow(record.title));
      onChanged();
    } catch (failure) {
      const missing = missingItems(failure);
      if (missing) setIncomplete({ item: record, missing });
      else toast.error(errorText(failure, teacherTexts.apiErrors.publishContent));
    } finally {
      setBusy(null);
    }
  };

  const confirmUnpublish = async () => {
    if (!unpublishing) return;
    const record = unpublishing;
    setBusy(record.id);
    try {
      await teacherApi.unpublishContent(record.id);
      toast.success(text.unpublishedNow(record.title));
      onChanged();
    } catch (failure) {
      toast.error(errorText(failure, teacherTexts.apiErrors.unpublishContent));
    } finally {
      setBusy(null);
      setUnpublishing(null);
    }
  };

  const dialogs = (
    <>
      <IncompleteDialog
        item={incomplete?.item ?? null}
        missing={incomplete?.missing ?? []}
        onClose={() => setIncomplete(null)}
        onEdit={() => {
          const item = incomplete?.item;
          setIncomplete(null);
          if (item) onEdit(item);
        }}
      />
      <UnpublishDialog item={unpublishing} working={unpublishing !== null && busy === unpublishing.id} onCancel={() => setUnpublishing(null)} onConfirm={() => void confirmUnpublish()} />
    </>
  );

  return { publish, askUnpublish: setUnpublishing, busy, dialogs };
}
