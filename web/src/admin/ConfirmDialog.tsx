import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { classesTexts } from '../i18n/classes';

const text = classesTexts.confirm;

/**
 * A yes/no question before something that cannot be undone (deleting a class, removing a student) or
 * that others notice (unpublishing), with what it concerns below the question.
 */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  workingLabel = text.working,
  colour = 'error',
  busy,
  onCancel,
  onConfirm,
  testId,
  children,
}: {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  workingLabel?: string;
  colour?: 'error' | 'warning';
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
  testId: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-question`} data-testid={testId}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-question`} sx={{ color: 'text.primary', fontWeight: 600 }}>
          {question}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {text.cancel}
        </Button>
        <Button onClick={onConfirm} color={colour} variant="contained" disabled={busy} data-testid={`${testId}-confirm`}>
          {busy ? workingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
