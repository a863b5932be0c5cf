import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Download from '@mui/icons-material/Download';
import Favorite from '@mui/icons-material/Favorite';
import Refresh from '@mui/icons-material/Refresh';
import { useQuery } from '@tanstack/react-query';
import { downloadCSV, FilterLiveSearch, ListBase, Pagination, SortButton, useListContext } from 'react-admin';
import { APPROVAL_STATUSES } from '../../../../domain/wishlist/approval';
import type { WishlistRecord } from '../../api/data-provider';
import { adminErrorText, useAdminDataProvider, useListFailureToast } from '../admin-calls';
import { ConfirmDialog } from '../ConfirmDialog';
import { parentApi } from '../../api/parent-api';
import { useToast } from '../../components/Toasts';
import { parentWishlistTexts } from '../../i18n/parent-wishlist';
import { EmptyState, ErrorState } from '../../components/states';
import { childName } from '../../parent/parent-look';
import { DecisionDialog, type DecisionRequest } from './DecisionDialog';
import { itemChild, wishlistCsv } from './wishlist-csv';
import { WishlistCards, WishlistTable, type RowHandlers } from './WishlistTable';
import { ListTitle } from '../ListTitle';

const text = parentWishlistTexts;

/** The admin API's page limit: the export reads the list in pages this large. */
const MAX_PAGE = 100;
const PAGE_SIZES = [10, 25, 50, 100];

/** The server's message of a failed call, else the tab's own text for it. */
function errorText(error: unknown, fallback: string): string {
  const text = adminErrorText(error, fallback);
  return text === fallback && error instanceof Error && error.message ? error.message : text;
}

/** The connected children (the child filter's choices), in the app's query cache. */
const useChildren = () => useQuery({ queryKey: ['parent', 'children'], queryFn: () => parentApi.children() });

type Pending = (DecisionRequest & { ids: number[]; record: WishlistRecord | null }) | null;

function WishlistScreen() {
  const list = useListContext<WishlistRecord>();
  const { data, isPending, isFetching, error, refetch, filterValues, setFilters, sort, selectedIds, onUnselectItems } = list;
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const family = useChildren();
  const children = family.data?.children ?? [];
  const [pending, setPending] = useState<Pending>(null);
  const [resetting, setResetting] = useState<WishlistRecord | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const [exporting, setExporting] = useState(false);
  const childFilter = typeof filterValues.childId === 'number' ? filterValues.childId : '';
  const statusFilter = typeof filterValues.approvalStatus === 'string' ? filterValues.approvalStatus : '';
  const filtered = Object.keys(filterValues).length > 0;

  useListFailureToast(error, text.failure.load);

  const filterBy = (key: 'childId' | 'approvalStatus', value: number | string) => {
    const next: Record<string, unknown> = { ...filterValues };
    if (value === '') delete next[key];
    else next[key] = value;
    onUnselectItems();
    setFilters(next, undefined, false);
  };

  const refresh = () => {
    void family.refetch();
    void refetch();
  };

  const withBusy = async (ids: number[], work: () => Promise<void>) => {
    setBusyIds((current) => new Set([...current, ...ids]));
    try {
      await work();
    } finally {
      setBusyIds((current) => new Set([...current].filter((id) => !ids.includes(id))));
    }
  };

  const reset = (record: WishlistRecord) =>
    withBusy([record.id], async () => {
      try {
        await dataProvider.resetWishlistItem(record.id);
        toast.success(text.success.reset(record.name));
      } catch (failure) {
        toast.error(errorText(failure, text.failure.reset));
      }
      await refetch();
    });

  const handlers: RowHandlers = {
    onApprove: (record) =>
      setPending({ action: 'approve', ids: [record.id], record, title: text.dialog.approveTitle, question: text.dialog.question(record.name, itemChild(record)) }),
    onDeny: (record) => setPending({ action: 'deny', ids: [record.id], record, title: text.dialog.denyTitle, question: text.dialog.question(record.name, itemChild(record)) }),
    onReset: (record) => setResetting(record),
  };

  const decideSelected = (action: 'approve' | 'deny') => {
    const ids = selectedIds.map(Number);
    setPending({
      action,
      ids,
      record: null,
      title: action === 'approve' ? text.dialog.approveManyTitle(ids.length) : text.dialog.denyManyTitle(ids.length),
      question: text.dialog.manyQuestion,
    });
  };

  const confirm = async (note: string) => {
    if (!pending) return;
    const { action, ids, record } = pending;
    setSaving(true);
    await withBusy(ids, async () => {
      try {
        if (record) {
          if (action === 'approve') await dataProvider.approveWishlistItem(record.id, note);
          else await dataProvider.denyWishlistItem(record.id, note);
          toast.success(action === 'approve' ? text.success.approved(record.name) : text.success.denied(record.name));
        } else {
          const changed = action === 'approve' ? await dataProvider.approveMany(ids, note) : await dataProvider.denyMany(ids, note);
          toast.success(action === 'approve' ? text.success.approvedMany(changed.data.length, ids.length) : text.success.deniedMany(changed.data.length, ids.length));
          onUnselectItems();
        }
        setPending(null);
      } catch (failure) {
        toast.error(errorText(failure, action === 'approve' ? text.failure.approve : text.failure.deny));
      }
      await refetch();
    });
    setSaving(false);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const records: WishlistRecord[] = [];
      for (let next = 1; ; next++) {
        const answer = await dataProvider.getList<WishlistRecord>('wishlist', { filter: filterValues, sort, pagination: { page: next, perPage: MAX_PAGE } });
        records.push(...answer.data);
        if (answer.data.length < MAX_PAGE || records.length >= (answer.total ?? 0)) break;
      }
      downloadCSV(wishlistCsv(records), text.export.fileName);
      toast.success(text.success.exported);
    } catch (failure) {
      toast.error(errorText(failure, text.failure.export));
    } finally {
      setExporting(false);
    }
  };

  const records = data ?? [];
  const noChildren = family.data !== undefined && children.length === 0;

  return (
    <Stack spacing={2.5} component="section" aria-labelledby="parent-wishlist-title" data-testid="parent-wishlist">
      <ListTitle id="parent-wishlist-title" icon={<Favorite color="primary" aria-hidden />} title={text.title} intro={text.intro} />

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }} role="search" aria-label={text.filters.label}>
        <Box sx={{ flex: { md: '1 1 220px' }, maxWidth: { md: 320 }, '& .MuiFormControl-root': { width: '100%', m: 0 } }} data-testid="wishlist-search">
          <FilterLiveSearch source="q" label={text.filters.search} placeholder={text.filters.searchPlaceholder} variant="outlined" size="small" />
        </Box>
        <TextField
          select
          size="small"
          label={text.filters.child}
          value={childFilter}
          onChange={(event) => filterBy('childId', event.target.value === '' ? '' : Number(event.target.value))}
          sx={{ minWidth: 200, flex: { md: '0 0 240px' } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'wishlist-child-filter' } }}
        >
          <MenuItem value="">{text.filters.allChildren}</MenuItem>
          {children.map((child) => (
            <MenuItem key={child.id} value={child.id}>
              {childName(child)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={text.filters.status}
          value={statusFilter}
          onChange={(event) => filterBy('approvalStatus', event.target.value)}
          sx={{ minWidth: 160, flex: { md: '0 0 200px' } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'wishlist-status-filter' } }}
        >
          <MenuItem value="">{text.filters.allStatuses}</MenuItem>
          {APPROVAL_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {text.statuses[status]}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1} useFlexGap sx={{ ml: { md: 'auto' }, flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          {phone && <SortButton fields={['addedAt', 'name', 'cost', 'priority', 'approvalStatus']} label={text.filters.sort} />}
          <Button variant="outlined" startIcon={<Refresh />} onClick={refresh} disabled={isFetching || family.isFetching} data-testid="wishlist-refresh">
            {isFetching || family.isFetching ? text.filters.refreshing : text.filters.refresh}
          </Button>
          <Button variant="outlined" startIcon={<Download />} onClick={() => void exportCsv()} disabled={exporting || records.length === 0} data-testid="wishlist-export">
            {exporting ? text.export.exporting : text.export.button}
          </Button>
        </Stack>
      </Stack>

      {family.error && !family.data && <ErrorState message={errorText(family.error, text.failure.children)} onRetry={() => void family.refetch()} />}

      {selectedIds.length > 0 && (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }} role="toolbar" aria-label={text.bulk.label} data-testid="wishlist-bulk">
            <Typography sx={{ fontWeight: 600, mr: { sm: 'auto' } }}>{text.bulk.selected(selectedIds.length)}</Typography>
            <Button color="success" variant="contained" startIcon={<CheckCircle />} onClick={() => decideSelected('approve')} data-testid="wishlist-approve-many">
              {text.bulk.approve}
            </Button>
            <Button color="error" variant="contained" startIcon={<Cancel />} onClick={() => decideSelected('deny')} data-testid="wishlist-deny-many">
              {text.bulk.deny}
            </Button>
            <Button onClick={() => onUnselectItems()}>{text.bulk.clear}</Button>
          </Stack>
        </Paper>
      )}

      <Paper elevation={1}>
        {isPending ? (
          <Typography role="status" aria-busy="true" sx={{ p: 3, textAlign: 'center' }} color="text.secondary" data-testid="wishlist-loading">
            {text.states.loading}
          </Typography>
        ) : error && records.length === 0 ? (
          <Stack sx={{ p: 2 }}>
            <ErrorState message={errorText(error, text.failure.load)} onRetry={() => void refetch()} />
          </Stack>
        ) : records.length === 0 ? (
          noChildren && !filtered ? (
            <EmptyState icon={<Favorite fontSize="inherit" />} title={text.states.noChildren} text={text.states.noChildrenText} testId="wishlist-empty" />
          ) : filtered ? (
            <EmptyState icon={<Favorite fontSize="inherit" />} title={text.states.emptyFiltered} text={text.states.emptyFilteredText} testId="wishlist-empty" />
          ) : (
            <EmptyState icon={<Favorite fontSize="inherit" />} title={text.states.empty} text={text.states.emptyText} testId="wishlist-empty" />
          )
        ) : (
          <>
            {error && (
              <Stack sx={{ p: 2 }}>
                <ErrorState message={errorText(error, text.failure.load)} onRetry={() => void refetch()} />
              </Stack>
            )}
            {phone ? <WishlistCards busyIds={busyIds} handlers={handlers} /> : <WishlistTable busyIds={busyIds} handlers={handlers} />}
            <Pagination rowsPerPageOptions={phone ? [] : PAGE_SIZES} />
          </>
        )}
      </Paper>

      <DecisionDialog request={pending} busy={saving} onCancel={() => setPending(null)} onConfirm={(note) => void confirm(note)} />
      <ConfirmDialog
        open={resetting !== null}
        title={text.dialog.resetTitle}
        question={resetting ? text.dialog.resetQuestion(resetting.name, itemChild(resetting)) : ''}
        confirmLabel={text.actions.reset}
        busy={resetting !== null && busyIds.has(resetting.id)}
        onCancel={() => setResetting(null)}
        onConfirm={() => {
          if (resetting) void reset(resetting).then(() => setResetting(null));
        }}
        testId="wishlist-reset-dialog"
      />
    </Stack>
  );
}

/**
 * The parent dashboard's Wishlist tab (spec §2 "Parent dashboard" Wishlist, §4): the connected
 * children's wishlist items as a react-admin list of the `wishlist` resource, searched, filtered by
 * child and status and sorted with its parameters in the address, with Approve and Deny (pending
 * items only), a confirmed 'Reset to Pending', bulk decisions and a CSV export; a list of cards on
 * phones, every action on the card.
 */
export function ParentWishlistTab() {
  return (
    <ListBase<WishlistRecord> resource="wishlist" perPage={25} sort={{ field: 'addedAt', order: 'DESC' }} queryOptions={{ retry: 1 }}>
      <WishlistScreen />
    </ListBase>
  );
}
