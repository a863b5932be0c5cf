import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { classesTexts } from '../i18n/classes';

const text = classesTexts.confirm;

/** A yes/no question before something that cannot be undone (deleting a class, removing a student). */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  busy,
  onCancel,
  onConfirm,
  testId,
}: {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
  testId: string;
}) {
  const id = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-question`} data-testid={testId}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-question`} sx={{ color: 'text.primary', fontWeight: 600 }}>
          {question}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {text.cancel}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy} data-testid={`${testId}-confirm`}>
          {busy ? text.working : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
