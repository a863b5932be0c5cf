import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { parentWishlistTexts } from '../../i18n/parent-wishlist';

const text = parentWishlistTexts.dialog;

/** The longest note the server takes (WishlistDecisionDto). */
export const MAX_NOTE_LENGTH = 500;

export interface DecisionRequest {
  action: 'approve' | 'deny';
  title: string;
  question: string;
}

/** Asks for an optional note before approving or denying one item or many. */
export function DecisionDialog({
  request,
  busy,
  onCancel,
  onConfirm,
}: {
  request: DecisionRequest | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (note: string) => void;
}) {
  const [note, setNote] = useState('');
  useEffect(() => {
    if (request) setNote('');
  }, [request]);
  const approve = request?.action === 'approve';
  return (
    <Dialog open={request !== null} onClose={busy ? undefined : onCancel} fullWidth maxWidth="sm" aria-labelledby="wishlist-decision-title" data-testid="wishlist-decision-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(note);
        }}
      >
        <DialogTitle id="wishlist-decision-title">{request?.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>{request?.question}</DialogContentText>
          <TextField
            label={text.noteLabel}
            value={note}
            onChange={(event) => setNote(event.target.value.slice(0, MAX_NOTE_LENGTH))}
            multiline
            minRows={2}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: MAX_NOTE_LENGTH, 'data-testid': 'wishlist-decision-note' } }}
            helperText={text.noteHelp(MAX_NOTE_LENGTH - note.length)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="contained" color={approve ? 'success' : 'error'} disabled={busy} data-testid="wishlist-decision-confirm">
            {busy ? text.saving : approve ? text.confirmApprove : text.confirmDeny}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
