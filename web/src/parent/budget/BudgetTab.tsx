import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Edit from '@mui/icons-material/Edit';
import FamilyRestroom from '@mui/icons-material/FamilyRestroom';
import PersonAdd from '@mui/icons-material/PersonAdd';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Toll from '@mui/icons-material/Toll';
import { MAX_MONTHLY_BUDGET } from '../../../../domain/parents/monthly-budget';
import { errorText } from '../../api/game-api';
import { parentApi, type ParentBudget } from '../../api/parent-api';
import { FigureCard } from '../../components/FigureCard';
import { useToast } from '../../components/Toasts';
import { parentTexts } from '../../i18n/parent';
import { formatMonthYear } from '../../i18n/format';
import { TokenIcon } from '../../components/game-look';
import { Panel } from '../../components/Panel';
import { EmptyState, ErrorState, LoadingBlocks } from '../../components/states';
import { useParent } from '../parent-context';
import { figure, readableDay } from '../parent-look';
import { GoalList } from '../../admin/goals';
import { TransferCreate, TransferList } from '../../admin/transfers';
import { refreshParent, useParentBudget } from '../queries';

const text = parentTexts.budget;

/** A whole number from 0 to the largest budget, or null. */
function budgetValue(input: string): number | null {
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_MONTHLY_BUDGET ? value : null;
}

const monthName = (month: string) => {
  return formatMonthYear(`${month}-01T12:00:00`) || month;
};

function MonthlyBudget({ budget, onSaved }: { budget: ParentBudget; onSaved(): void }) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const value = budgetValue(input);

  const start = () => {
    setInput(String(budget.monthlyEducationBudget));
    setEditing(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (value === null) return;
    setBusy(true);
    try {
      await parentApi.updateBudget(value);
      toast.success(text.budgetSaved);
      setEditing(false);
      onSaved();
    } catch (error) {
      toast.error(errorText(error, parentTexts.apiErrors.updateBudget));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper elevation={2} sx={{ p: 2, height: '100%' }} data-testid="budget-monthly">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 600 }}>
            {text.monthlyBudget}
          </Typography>
          {!editing && (
            <Typography sx={{ fontWeight: 800, fontSize: '1.35rem' }} data-testid="budget-monthly-value">
              <TokenIcon /> {figure(budget.monthlyEducationBudget)}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {text.monthlyHint}
          </Typography>
        </Box>
        {!editing && (
          <Button size="small" startIcon={<Edit />} onClick={start} data-testid="budget-edit">
            {text.edit}
          </Button>
        )}
      </Stack>
      {editing && (
        <Box component="form" onSubmit={save} noValidate sx={{ mt: 2 }}>
          <TextField
            fullWidth
            size="small"
            type="number"
            autoFocus
            label={text.budgetField}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setEditing(false);
            }}
            error={value === null}
            helperText={value === null ? text.budgetInvalid : text.budgetRange}
            slotProps={{ htmlInput: { min: 0, max: MAX_MONTHLY_BUDGET, step: 1, inputMode: 'numeric', 'data-testid': 'budget-input' } }}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button type="submit" variant="contained" size="small" disabled={busy || value === null} data-testid="budget-save">
              {busy ? text.saving : text.save}
            </Button>
            <Button size="small" onClick={() => setEditing(false)} disabled={busy}>
              {text.cancel}
            </Button>
          </Stack>
        </Box>
      )}
    </Paper>
  );
}

/**
 * The Budget tab: the monthly budget (editable), the token balance, the transfer form, the past
 * transfers and the children's goals (the `transfers` and `goals` react-admin resources).
 */
export function BudgetTab() {
  const { family, openConnectChild } = useParent();
  const budget = useParentBudget();
  const children = family.data?.children ?? [];

  return (
    <Stack spacing={3} component="section" aria-label={text.title}>
      {budget.isPending ? (
        <LoadingBlocks rows={1} height={96} label={text.loading} />
      ) : budget.data === undefined ? (
        <ErrorState message={errorText(budget.error, parentTexts.apiErrors.budget)} onRetry={() => void budget.refetch()} />
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <MonthlyBudget budget={budget.data} onSaved={refreshParent} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FigureCard label={text.tokenBalance} value={figure(budget.data.tokenBalance)} icon={<Toll />} tone="warning" testId="budget-token-balance" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FigureCard
              label={text.nextCredit}
              value={readableDay(budget.data.nextCreditOn) ?? budget.data.nextCreditOn}
              hint={budget.data.lastCreditedMonth ? text.lastCredited(monthName(budget.data.lastCreditedMonth)) : text.neverCredited}
              icon={<CalendarMonth />}
              tone="info"
              testId="budget-credit"
            />
          </Grid>
        </Grid>
      )}

      <Panel title={<span id="parent-transfer-title">{text.transferTitle}</span>} icon={<SwapHoriz />} testId="parent-transfer">
        {family.isPending ? (
          <LoadingBlocks rows={2} height={56} />
        ) : family.data === undefined ? (
          <ErrorState message={errorText(family.error, parentTexts.apiErrors.children)} onRetry={() => void family.refetch()} />
        ) : children.length === 0 ? (
          <Box sx={{ textAlign: 'center' }}>
            <EmptyState icon={<FamilyRestroom fontSize="inherit" />} title={text.noChildren} />
            <Button variant="outlined" startIcon={<PersonAdd />} onClick={openConnectChild}>
              {text.connectChild}
            </Button>
          </Box>
        ) : (
          <TransferCreate children={children} onTransferred={refreshParent} />
        )}
      </Panel>

      {children.length > 0 && <TransferList />}

      {children.length > 0 && <GoalList children={children} />}
    </Stack>
  );
}
