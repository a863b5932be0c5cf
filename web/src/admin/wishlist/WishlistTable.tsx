import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import MoreVert from '@mui/icons-material/MoreVert';
import Replay from '@mui/icons-material/Replay';
import { useListContext } from 'react-admin';
import { canApprove, canDeny, canReset, type ApprovalStatus } from '../../../../domain/wishlist/approval';
import type { WishlistRecord } from '../../api/data-provider';
import { parentWishlistTexts } from '../../i18n/parent-wishlist';
import { formatDate } from '../../i18n/format';
import Paper from '@mui/material/Paper';
import { itemChild } from './wishlist-csv';

const text = parentWishlistTexts;

type SortField = 'name' | 'type' | 'cost' | 'priority' | 'childId' | 'approvalStatus';

/** A decision's day in the reader's locale, or null without one. */
function decidedDay(iso: string | null | undefined): string | null {
  return formatDate(iso) || null;
}

const STATUS_COLOUR: Record<ApprovalStatus, 'warning' | 'success' | 'error'> = { pending: 'warning', approved: 'success', denied: 'error' };

export interface RowHandlers {
  onApprove(record: WishlistRecord): void;
  onDeny(record: WishlistRecord): void;
  onReset(record: WishlistRecord): void;
}

function SortableHeader({ field, label, align }: { field: SortField; label: string; align?: 'right' }) {
  const { sort, setSort } = useListContext<WishlistRecord>();
  const active = sort.field === field;
  const direction = active && sort.order === 'ASC' ? 'asc' : 'desc';
  return (
    <TableCell align={align} sortDirection={active ? direction : false}>
      <TableSortLabel
        active={active}
        direction={active ? direction : 'asc'}
        onClick={() => setSort({ field, order: active && sort.order === 'ASC' ? 'DESC' : 'ASC' })}
        aria-label={text.columns.sortBy(label)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

function RowMenu({ record, onReset }: { record: WishlistRecord; onReset: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton size="small" aria-label={text.actions.more(record.name)} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)} data-testid="wishlist-row-menu">
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled={!canReset(record.approvalStatus)}
          onClick={() => {
            setAnchor(null);
            onReset();
          }}
          data-testid="wishlist-reset"
        >
          <Replay fontSize="small" sx={{ mr: 1 }} aria-hidden /> {text.actions.reset}
        </MenuItem>
      </Menu>
    </>
  );
}

/** Approve and Deny, offered for pending items only. */
function DecisionButtons({ record, busy, handlers, wide = false }: { record: WishlistRecord; busy: boolean; handlers: RowHandlers; wide?: boolean }) {
  const pendingOnly = (allowed: boolean) => (allowed ? '' : text.actions.onlyPending);
  const size = wide ? 'medium' : 'small';
  const variant = wide ? 'outlined' : 'text';
  return (
    <>
      <Tooltip title={pendingOnly(canApprove(record.approvalStatus))}>
        <span>
          <Button
            size={size}
            variant={variant}
            color="success"
            startIcon={<CheckCircle />}
            disabled={busy || !canApprove(record.approvalStatus)}
            onClick={() => handlers.onApprove(record)}
            data-testid="wishlist-approve"
          >
            {text.actions.approve}
          </Button>
        </span>
      </Tooltip>
      <Tooltip title={pendingOnly(canDeny(record.approvalStatus))}>
        <span>
          <Button size={size} variant={variant} color="error" startIcon={<Cancel />} disabled={busy || !canDeny(record.approvalStatus)} onClick={() => handlers.onDeny(record)} data-testid="wishlist-deny">
            {text.actions.deny}
          </Button>
        </span>
      </Tooltip>
    </>
  );
}

function WishlistRow({ record, busy, handlers }: { record: WishlistRecord; busy: boolean; handlers: RowHandlers }) {
  const { selectedIds, onToggleItem } = useListContext<WishlistRecord>();
  const selected = selectedIds.includes(record.id);
  const decided = decidedDay(record.decidedAt);
  return (
    <TableRow hover selected={selected} data-testid="wishlist-row" data-status={record.approvalStatus} data-id={record.id}>
      <TableCell padding="checkbox">
        <Checkbox checked={selected} onChange={() => onToggleItem(record.id)} slotProps={{ input: { 'aria-label': text.columns.selectItem(record.name) } }} />
      </TableCell>
      <TableCell sx={{ maxWidth: 280 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
          {record.name}
        </Typography>
        {record.description && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'break-word' }}>
            {record.description}
          </Typography>
        )}
      </TableCell>
      <TableCell>{text.types[record.type] ?? record.type}</TableCell>
      <TableCell align="right">{text.cost(record.cost)}</TableCell>
      <TableCell>{text.priorities[record.priority] ?? record.priority}</TableCell>
      <TableCell>{itemChild(record)}</TableCell>
      <TableCell sx={{ maxWidth: 240 }}>
        <Chip size="small" variant="outlined" color={STATUS_COLOUR[record.approvalStatus]} label={text.statuses[record.approvalStatus]} data-testid="wishlist-status" />
        {decided && record.approvalStatus !== 'pending' && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {text.decidedOn(decided)}
          </Typography>
        )}
        {record.approvalNote && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontStyle: 'italic', overflowWrap: 'break-word' }}>
            {text.note(record.approvalNote)}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
          <DecisionButtons record={record} busy={busy} handlers={handlers} />
          <RowMenu record={record} onReset={() => handlers.onReset(record)} />
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** The table of the list's current page: item, type, cost, priority, child, status, and the decisions. */
export function WishlistTable({ busyIds, handlers }: { busyIds: ReadonlySet<number>; handlers: RowHandlers }) {
  const { data = [], selectedIds, onSelect, onUnselectItems } = useListContext<WishlistRecord>();
  const pageIds = data.map((record) => record.id);
  const selectedOnPage = pageIds.filter((id) => selectedIds.includes(id)).length;
  return (
    <TableContainer component={Box} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={text.title} data-testid="wishlist-table">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                onChange={(event) => (event.target.checked ? onSelect(pageIds) : onUnselectItems())}
                slotProps={{ input: { 'aria-label': text.columns.selectAll } }}
              />
            </TableCell>
            <SortableHeader field="name" label={text.columns.item} />
            <SortableHeader field="type" label={text.columns.type} />
            <SortableHeader field="cost" label={text.columns.cost} align="right" />
            <SortableHeader field="priority" label={text.columns.priority} />
            <SortableHeader field="childId" label={text.columns.child} />
            <SortableHeader field="approvalStatus" label={text.columns.status} />
            <TableCell align="right">{text.columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((record) => (
            <WishlistRow key={record.id} record={record} busy={busyIds.has(record.id)} handlers={handlers} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * Phones: the current page as a list of cards, one item under another, with nothing wider than the
 * screen: the item, its child, cost and status, and Approve, Deny and the menu on the card itself.
 */
export function WishlistCards({ busyIds, handlers }: { busyIds: ReadonlySet<number>; handlers: RowHandlers }) {
  const { data = [], selectedIds, onToggleItem } = useListContext<WishlistRecord>();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }} aria-label={text.title} data-testid="wishlist-list">
      {data.map((record) => {
        const selected = selectedIds.includes(record.id);
        const decided = decidedDay(record.decidedAt);
        const busy = busyIds.has(record.id);
        return (
          <Paper component="li" key={record.id} variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid="wishlist-row" data-status={record.approvalStatus} data-id={record.id}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Checkbox sx={{ p: 0.5, ml: -0.5 }} checked={selected} onChange={() => onToggleItem(record.id)} slotProps={{ input: { 'aria-label': text.columns.selectItem(record.name) } }} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, overflowWrap: 'break-word' }}>
                  {record.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
                  {[itemChild(record), text.types[record.type] ?? record.type, text.cost(record.cost), text.priorities[record.priority] ?? record.priority].join(' · ')}
                </Typography>
              </Box>
              <RowMenu record={record} onReset={() => handlers.onReset(record)} />
            </Stack>
            {record.description && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, overflowWrap: 'break-word' }}>
                {record.description}
              </Typography>
            )}
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
              <Chip size="small" variant="outlined" color={STATUS_COLOUR[record.approvalStatus]} label={text.statuses[record.approvalStatus]} data-testid="wishlist-status" />
              {decided && record.approvalStatus !== 'pending' && (
                <Typography variant="caption" color="text.secondary">
                  {text.decidedOn(decided)}
                </Typography>
              )}
            </Stack>
            {record.approvalNote && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontStyle: 'italic', overflowWrap: 'break-word' }}>
                {text.note(record.approvalNote)}
              </Typography>
            )}
            {record.approvalStatus === 'pending' && (
              <Stack direction="row" spacing={1} sx={{ mt: 1, '& > span': { flex: 1 }, '& .MuiButton-root': { width: '100%' } }}>
                <DecisionButtons record={record} busy={busy} handlers={handlers} wide />
              </Stack>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
