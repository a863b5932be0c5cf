import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Send from '@mui/icons-material/Send';
import { Form, NumberInput, SelectInput, TextInput, useCreate } from 'react-admin';
import { TRANSFER_LIMITS } from '../../../../domain/parents/transfer';
import { DEFAULT_TRANSFER_AMOUNT } from '../../../../domain/tokens/payment';
import type { ChildSummary, TransferBody } from '../../api/parent-api';
import { useToast } from '../../components/Toasts';
import { parentTexts } from '../../i18n/parent';
import { childName } from '../../parent/parent-look';
import { adminErrorText } from '../admin-calls';
import { ConfirmDialog } from '../ConfirmDialog';

const text = parentTexts.budget;
const L = TRANSFER_LIMITS;

/** What the form holds. */
interface TransferFormValues {
  childId: number | null;
  amount: number | null;
  note: string;
}

/** The transfer rules (TRANSFER_LIMITS; the server checks the same), field by field. */
export function validateTransferForm(values: Record<string, unknown>): Record<string, string> {
  const problems: Record<string, string> = {};
  const amount = values.amount;
  if (!Number.isInteger(values.childId)) problems.childId = text.chooseChild;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < L.amountMin || amount > L.amountMax) problems.amount = text.amountInvalid;
  if (typeof values.note === 'string' && values.note.trim().length > L.noteMax) problems.note = text.noteHint;
  return problems;
}

/** The body of POST /parent/transfer-tokens: the note trimmed, left out when empty. */
function transferBody(values: TransferFormValues): TransferBody {
  const note = values.note.trim();
  return { childId: values.childId ?? 0, amount: values.amount ?? 0, ...(note ? { note } : {}) };
}

/**
 * Spec §5 "Transfer tokens": a react-admin Form (a child must be chosen; the amount is at least 1,
 * 10 by default); a transfer cannot be taken back, so it asks first, naming the amount and the
 * child, then creates a record of the `transfers` resource (POST /parent/transfer-tokens, the
 * transfer use case). The amount goes back to 10 afterwards; the child stays chosen.
 */
export function TransferForm({ children, onTransferred }: { children: readonly ChildSummary[]; onTransferred(): void }) {
  const toast = useToast();
  const [create, { isPending }] = useCreate();
  const [round, setRound] = useState(0);
  const [keptChild, setKeptChild] = useState<number | null>(null);
  const [pending, setPending] = useState<TransferBody | null>(null);
  const child = pending ? (children.find((candidate) => candidate.id === pending.childId) ?? null) : null;
  const defaults: TransferFormValues = { childId: keptChild, amount: DEFAULT_TRANSFER_AMOUNT, note: '' };
  const choices = children.map((candidate) => ({ id: candidate.id, name: childName(candidate) }));

  const send = () => {
    if (!pending || !child) return;
    const body = pending;
    void create(
      'transfers',
      { data: body },
      {
        onSuccess: () => {
          toast.success(text.transferred(body.amount, childName(child)));
          setPending(null);
          setKeptChild(body.childId);
          setRound((current) => current + 1);
          onTransferred();
        },
        onError: (error: unknown) => toast.error(adminErrorText(error, parentTexts.apiErrors.transfer)),
      },
    );
  };

  return (
    <Box aria-labelledby="parent-transfer-title" role="group" data-testid="transfer-form">
      <Form
        key={round}
        defaultValues={defaults}
        validate={validateTransferForm}
        mode="onSubmit"
        reValidateMode="onChange"
        noValidate
        onSubmit={(values: Record<string, unknown>) => setPending(transferBody(values as unknown as TransferFormValues))}
      >
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectInput
              source="childId"
              label={text.child}
              choices={choices}
              emptyText={text.chooseChild}
              isRequired
              fullWidth
              helperText={false}
              slotProps={{ htmlInput: { 'data-testid': 'transfer-child' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <NumberInput
              source="amount"
              label={text.amount}
              isRequired
              fullWidth
              helperText={text.amountHint}
              min={L.amountMin}
              max={L.amountMax}
              step={1}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'transfer-amount' } }}
            />
          </Grid>
          <Grid size={12}>
            <TextInput source="note" label={text.note} fullWidth helperText={text.noteHint} slotProps={{ htmlInput: { maxLength: L.noteMax, 'data-testid': 'transfer-note' } }} />
          </Grid>
          <Grid size={12}>
            <Alert severity="info" variant="outlined" sx={{ mb: 2 }} data-testid="transfer-note-text">
              {text.transferNote}
            </Alert>
            <Button type="submit" variant="contained" startIcon={<Send />} disabled={isPending} data-testid="transfer-submit">
              {isPending ? text.transferring : text.transfer}
            </Button>
          </Grid>
        </Grid>
      </Form>
      <ConfirmDialog
        open={pending !== null && child !== null}
        title={text.confirmTitle}
        question={pending && child ? text.confirmQuestion(pending.amount, childName(child)) : ''}
        confirmLabel={text.transfer}
        busy={isPending}
        onCancel={() => setPending(null)}
        onConfirm={send}
        testId="transfer-confirm"
      />
    </Box>
  );
}
