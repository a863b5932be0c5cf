import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PLEDGE_LIMITS, pledgeProblem, tokenPoolFor } from '../../../domain/sponsors/sponsorship';
import { sponsorTexts } from '../i18n/sponsor';
import { pledgeProblemText } from '../i18n/form-problems';

const text = sponsorTexts.dialog;

export const DEFAULT_PLEDGE_DOLLARS = 10;

export interface PledgeTarget {
  id: number;
  title: string;
  tokenPrice: number;
}

/** The amount dialog: whole dollars, checked by the domain's rule, with the pool it makes. */
export function PledgeDialog({ target, busy, onCancel, onConfirm }: { target: PledgeTarget | null; busy: boolean; onCancel(): void; onConfirm(amount: number): void }) {
  const [amount, setAmount] = useState(String(DEFAULT_PLEDGE_DOLLARS));
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (target) {
      setAmount(String(DEFAULT_PLEDGE_DOLLARS));
      setTouched(false);
    }
  }, [target]);

  const dollars = amount.trim() === '' ? Number.NaN : Number(amount);
  const problem = pledgeProblem(dollars);
  const pool = problem ? 0 : tokenPoolFor(dollars);
  const submit = () => {
    setTouched(true);
    if (!problem && !busy) onConfirm(dollars);
  };

  return (
    <Dialog open={target !== null} onClose={busy ? undefined : onCancel} aria-labelledby="pledge-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="pledge-dialog-title">{target ? text.title(target.title) : ''}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          label={text.amount}
          type="number"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          onBlur={() => setTouched(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
          error={touched && problem !== null}
          helperText={touched && problem ? pledgeProblemText(problem) : text.amountHelp}
          fullWidth
          margin="dense"
          slotProps={{
            htmlInput: { min: PLEDGE_LIMITS.minDollars, max: PLEDGE_LIMITS.maxDollars, step: 1, 'data-testid': 'pledge-amount' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
        {!problem && target && (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="pledge-pool">
            {text.pool(pool)}
            {target.tokenPrice > 0 && ` · ${text.students(Math.floor(pool / target.tokenPrice))}`}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {sponsorTexts.common.cancel}
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy || (touched && problem !== null)} data-testid="pledge-confirm">
          {busy ? text.sending : text.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
