import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { ClassSummaryRecord } from '../../api/data-provider';
import { classesTexts } from '../../i18n/classes';

const text = classesTexts.addStudent;

/**
 * The Add Student dialog: a username or an e-mail, trimmed and required, sent as an invitation the
 * student accepts in their Settings. `onAdd` answers an error message to show under the field, or
 * null once the invitation is sent: the dialog then says so (the same whoever was named) and stays
 * open for another.
 */
export function AddStudentDialog({ target, onClose, onAdd }: { target: ClassSummaryRecord | null; onClose(): void; onAdd(target: ClassSummaryRecord, username: string): Promise<string | null> }) {
  const [username, setUsername] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  useEffect(() => {
    if (target) {
      setUsername('');
      setProblem(null);
      setSent(null);
    }
  }, [target]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    const trimmed = username.trim();
    if (!trimmed) {
      setProblem(text.required);
      return;
    }
    setBusy(true);
    setSent(null);
    const failure = await onAdd(target, trimmed);
    setBusy(false);
    if (failure) setProblem(failure);
    else {
      setSent(trimmed);
      setUsername('');
    }
  };

  return (
    <Dialog open={target !== null} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="add-student-title" data-testid="add-student-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-student-title">{text.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{target ? text.text(target.name) : ''}</DialogContentText>
          {sent !== null && (
            <Alert severity="success" variant="outlined" sx={{ mb: 1.5 }} role="status" data-testid="add-student-sent">
              {text.sent(sent)}
            </Alert>
          )}
          <TextField
            label={text.field}
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              if (problem) setProblem(null);
              if (sent !== null) setSent(null);
            }}
            required
            fullWidth
            autoFocus
            autoComplete="off"
            error={problem !== null}
            helperText={problem ?? ' '}
            slotProps={{ htmlInput: { maxLength: 254, 'data-testid': 'add-student-username' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy} data-testid="add-student-close">
            {sent !== null ? text.done : text.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !username.trim()} data-testid="add-student-submit">
            {busy ? text.adding : text.add}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
