import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import History from '@mui/icons-material/History';
import { ListBase, Pagination, useListContext } from 'react-admin';
import type { TransferRecord } from '../../api/data-provider';
import { Panel } from '../../components/Panel';
import { EmptyState, ErrorState, LoadingBlocks } from '../../components/states';
import { formatDateTime, personName } from '../../i18n/format';
import { parentTexts } from '../../i18n/parent';
import { adminErrorText, useListFailureToast } from '../admin-calls';
import { ListSortChoice } from '../ListSortChoice';
import { SortableDatagridHeader } from '../SortableDatagridHeader';

const text = parentTexts.budget.history;
const PAGE_SIZES = [5, 10, 25];

/** A column of the table as the sortable header reads it: its label, and the server's sort (none: not sortable). */
function Column(_props: { label: string; source?: 'createdAt' | 'amount' }) {
  return null;
}

function TransferTable({ transfers }: { transfers: TransferRecord[] }) {
  const c = text.columns;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={text.title}>
        <SortableDatagridHeader>
          <Column label={c.date} source="createdAt" />
          <Column label={c.child} />
          <Column label={c.amount} source="amount" />
          <Column label={c.note} />
        </SortableDatagridHeader>
        <TableBody data-testid="transfers-list">
          {transfers.map((transfer) => (
            <TableRow key={transfer.id} hover data-testid="transfer-row" data-transfer-id={transfer.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(transfer.createdAt)}</TableCell>
              <TableCell component="th" scope="row">
                {personName(transfer.child)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{text.tokens(transfer.amount)}</TableCell>
              <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere', color: 'text.secondary' }}>{transfer.note ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Phones: one line per transfer, nothing wider than the screen. */
function TransferCards({ transfers }: { transfers: TransferRecord[] }) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={text.title} data-testid="transfers-list">
      {transfers.map((transfer) => (
        <Paper component="li" key={transfer.id} variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid="transfer-row" data-transfer-id={transfer.id}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {personName(transfer.child)}
            </Typography>
            <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
              {text.tokens(transfer.amount)}
            </Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {[formatDateTime(transfer.createdAt), transfer.note].filter(Boolean).join(' · ')}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}

function TransfersScreen() {
  const { data, isPending, error, refetch } = useListContext<TransferRecord>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  useListFailureToast(error, parentTexts.apiErrors.transfers);
  const transfers = data ?? [];
  return (
    <Stack spacing={1.5}>
      {phone && transfers.length > 1 && <ListSortChoice label={text.sortBy} sorts={text.sorts} testId="transfers-sort" />}
      {isPending ? (
        <LoadingBlocks rows={2} height={40} label={text.loading} />
      ) : error && transfers.length === 0 ? (
        <ErrorState message={adminErrorText(error, parentTexts.apiErrors.transfers)} onRetry={() => void refetch()} />
      ) : transfers.length === 0 ? (
        <EmptyState icon={<History fontSize="inherit" />} title={text.empty} text={text.emptyText} testId="transfers-empty" />
      ) : (
        <Box>
          {phone ? <TransferCards transfers={transfers} /> : <TransferTable transfers={transfers} />}
          <Pagination rowsPerPageOptions={phone ? [] : PAGE_SIZES} />
        </Box>
      )}
    </Stack>
  );
}

/**
 * The tokens the parent gave (the `transfers` resource): newest first, sortable by date and amount,
 * each transfer naming its child. It shares the Budget tab with the goals list, whose parameters
 * the address keeps, so this one keeps its own in react-admin's store.
 */
export function TransferList() {
  return (
    <Panel title={text.title} icon={<History />} testId="parent-transfers">
      <ListBase<TransferRecord> resource="transfers" perPage={5} sort={{ field: 'createdAt', order: 'DESC' }} disableSyncWithLocation storeKey="parent.transfers" queryOptions={{ retry: 1 }}>
        <TransfersScreen />
      </ListBase>
    </Panel>
  );
}
