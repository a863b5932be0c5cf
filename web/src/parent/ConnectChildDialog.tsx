import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { isLinkCode, LINK_CODE_LENGTH, normalizeLinkCode } from '../../../domain/parents/link-code';
import { ApiError } from '../api/api-error';
import { parentApi, type ConnectChildBody, type ConnectChildResult } from '../api/parent-api';
import { parentTexts } from '../i18n/parent';

const text = parentTexts.connect;

type Mode = 'identifier' | 'linkCode';

/** Spec §5 "Connect child": trimmed and non-empty; a number is sent as a number (the student's id), anything else as text. */
export function connectChildBody(mode: Mode, input: string): ConnectChildBody | null {
  if (mode === 'linkCode') {
    const code = normalizeLinkCode(input);
    return code ? { linkCode: code } : null;
  }
  const trimmed = input.trim();
  if (!trimmed) return null;
  const asNumber = Number(trimmed);
  return { identifier: /^\d+$/.test(trimmed) && Number.isSafeInteger(asNumber) ? asNumber : trimmed };
}

/**
 * The Connect Child dialog: a username, e-mail or ID (a request the child accepts), or a link code
 * the child made (connected at once). A failure shows 'Failed to connect child' with the server's message.
 */
export function ConnectChildDialog({ open, onClose, onConnected }: { open: boolean; onClose(): void; onConnected(result: ConnectChildResult): void }) {
  const [mode, setMode] = useState<Mode>('identifier');
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setInput('');
      setProblem(null);
      setFailure(null);
    }
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = connectChildBody(mode, input);
    if (!body) {
      setProblem(mode === 'linkCode' ? text.codeRequired : text.required);
      return;
    }
    if (mode === 'linkCode' && !isLinkCode(input)) {
      setProblem(text.codeInvalid);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const result = await parentApi.connectChild(body);
      onConnected(result);
    } catch (error) {
      setFailure(text.failure(error instanceof ApiError ? error.serverMessage : null));
    } finally {
      setBusy(false);
    }
  };

  const changeMode = (next: Mode | null) => {
    if (!next || next === mode) return;
    setMode(next);
    setInput('');
    setProblem(null);
    setFailure(null);
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="connect-child-title" data-testid="connect-child-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="connect-child-title">{text.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text.text}</DialogContentText>
          <ToggleButtonGroup
            value={mode}
            exclusive
            fullWidth
            size="small"
            color="primary"
            onChange={(_, next: Mode | null) => changeMode(next)}
            aria-label={text.mode}
            sx={{ mb: 2 }}
          >
            <ToggleButton value="identifier" data-testid="connect-mode-identifier">
              {text.byIdentifier}
            </ToggleButton>
            <ToggleButton value="linkCode" data-testid="connect-mode-code">
              {text.byCode}
            </ToggleButton>
          </ToggleButtonGroup>
          <TextField
            key={mode}
            label={mode === 'linkCode' ? text.codeField : text.identifierField}
            value={input}
            onChange={(event) => {
              setInput(event.target.value);
              if (problem) setProblem(null);
            }}
            required
            fullWidth
            autoFocus
            autoComplete="off"
            error={problem !== null}
            helperText={problem ?? (mode === 'linkCode' ? text.codeHint : text.identifierHint)}
            slotProps={{
              htmlInput: {
                maxLength: mode === 'linkCode' ? LINK_CODE_LENGTH + 8 : 254,
                'data-testid': 'connect-child-input',
                ...(mode === 'linkCode' ? { style: { textTransform: 'uppercase', letterSpacing: '0.2em' } } : {}),
              },
            }}
          />
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="connect-child-error">
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !input.trim()} data-testid="connect-child-submit">
            {busy ? text.connecting : text.connect}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
