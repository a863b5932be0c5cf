import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useListContext, useTranslate } from 'react-admin';

interface FieldProps {
  source?: string;
  sortBy?: string;
  label?: ReactNode;
  sortable?: boolean;
  textAlign?: 'left' | 'right' | 'center';
}

/**
 * A Datagrid header whose sortable columns say how the list is sorted (`aria-sort` on the column
 * header, which react-admin's own header leaves out): a click sorts by the column, a second click
 * turns the order. With the select-all box when the grid has bulk actions, and a cell above the
 * expand buttons when its rows open.
 */
export function SortableDatagridHeader({ children, hasBulkActions = false, hasExpand = false }: { children?: ReactNode; hasBulkActions?: boolean; hasExpand?: boolean }) {
  const { sort, setSort, data = [], selectedIds, onSelect, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const pageIds = data.map((record) => record.id);
  const selectedOnPage = pageIds.filter((id) => selectedIds.includes(id)).length;
  return (
    <TableHead>
      <TableRow>
        {hasExpand && <TableCell padding="none" />}
        {hasBulkActions && (
          <TableCell padding="checkbox">
            <Checkbox
              indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
              checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
              onChange={(event) => (event.target.checked ? onSelect([...new Set([...selectedIds, ...pageIds])]) : onUnselectItems())}
              slotProps={{ input: { 'aria-label': translate('ra.action.select_all_button', { _: 'Select all' }) } }}
            />
          </TableCell>
        )}
        {Children.map(children, (child) => {
          if (!isValidElement(child)) return null;
          const props = (child as ReactElement<FieldProps>).props;
          const field = props.sortBy ?? props.source;
          const label = props.label ?? props.source;
          if (!field || props.sortable === false) {
            return (
              <TableCell align={props.textAlign} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {label}
              </TableCell>
            );
          }
          const active = sort.field === field;
          const direction = sort.order === 'ASC' ? 'asc' : 'desc';
          return (
            <TableCell align={props.textAlign} sortDirection={active ? direction : false} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              <TableSortLabel active={active} direction={active ? direction : 'asc'} onClick={() => setSort({ field, order: active && sort.order === 'ASC' ? 'DESC' : 'ASC' })}>
                {label}
              </TableSortLabel>
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
