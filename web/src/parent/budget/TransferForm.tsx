import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Send from '@mui/icons-material/Send';
import { TRANSFER_LIMITS } from '../../../../domain/parents/transfer';
import { DEFAULT_TRANSFER_AMOUNT } from '../../../../domain/tokens/payment';
import { errorText } from '../../api/game-api';
import { parentApi, type ChildSummary } from '../../api/parent-api';
import { ConfirmDialog } from '../../admin/ConfirmDialog';
import { useToast } from '../../components/Toasts';
import { parentTexts } from '../../i18n/parent';
import { childName } from '../parent-look';

const text = parentTexts.budget;

/** A whole number of tokens in the transfer's bounds, or null. */
export function transferAmount(input: string): number | null {
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount >= TRANSFER_LIMITS.amountMin && amount <= TRANSFER_LIMITS.amountMax ? amount : null;
}

/**
 * Spec §5 "Transfer tokens": a child must be chosen and the amount is at least 1 (10 by default);
 * the amount goes back to 10 after a transfer. The note is optional.
 */
export function TransferForm({ children, onTransferred }: { children: readonly ChildSummary[]; onTransferred(): void }) {
  const toast = useToast();
  const [childId, setChildId] = useState('');
  const [amount, setAmount] = useState(String(DEFAULT_TRANSFER_AMOUNT));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const child = children.find((candidate) => String(candidate.id) === childId) ?? null;
  const value = transferAmount(amount);
  const amountProblem = touched && value === null ? text.amountInvalid : null;

  // A transfer cannot be taken back: the form asks first.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (child && value !== null) setConfirming(true);
  };

  const send = async () => {
    if (!child || value === null) return;
    setBusy(true);
    try {
      const trimmedNote = note.trim();
      await parentApi.transfer({ childId: child.id, amount: value, ...(trimmedNote ? { note: trimmedNote } : {}) });
      toast.success(text.transferred(value, childName(child)));
      setAmount(String(DEFAULT_TRANSFER_AMOUNT));
      setNote('');
      setTouched(false);
      setConfirming(false);
      onTransferred();
    } catch (error) {
      toast.error(errorText(error, parentTexts.apiErrors.transfer));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="parent-transfer-title" data-testid="transfer-form">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            required
            label={text.child}
            value={childId}
            onChange={(event) => setChildId(event.target.value)}
            error={touched && !child}
            helperText={touched && !child ? text.chooseChild : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'transfer-child' } }}
          >
            <MenuItem value="" disabled>
              {text.chooseChild}
            </MenuItem>
            {children.map((candidate) => (
              <MenuItem key={candidate.id} value={String(candidate.id)}>
                {childName(candidate)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            required
            type="number"
            label={text.amount}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            onBlur={() => setTouched(true)}
            error={amountProblem !== null}
            helperText={amountProblem ?? text.amountHint}
            slotProps={{ htmlInput: { min: TRANSFER_LIMITS.amountMin, max: TRANSFER_LIMITS.amountMax, step: 1, inputMode: 'numeric', 'data-testid': 'transfer-amount' } }}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            label={text.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            helperText={text.noteHint}
            slotProps={{ htmlInput: { maxLength: TRANSFER_LIMITS.noteMax, 'data-testid': 'transfer-note' } }}
          />
        </Grid>
        <Grid size={12}>
          <Alert severity="info" variant="outlined" sx={{ mb: 2 }} data-testid="transfer-note-text">
            {text.transferNote}
          </Alert>
          <Button type="submit" variant="contained" startIcon={<Send />} disabled={busy || !child || value === null} data-testid="transfer-submit">
            {busy ? text.transferring : text.transfer}
          </Button>
        </Grid>
      </Grid>
      <ConfirmDialog
        open={confirming && child !== null && value !== null}
        title={text.confirmTitle}
        question={child && value !== null ? text.confirmQuestion(value, childName(child)) : ''}
        confirmLabel={text.transfer}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
        testId="transfer-confirm"
      />
    </form>
  );
}
