import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { editorTexts } from '../../../i18n/editors';
import { TOUCH } from './touch';

const text = editorTexts.list;

/** Move up, move down and delete for one entry of a list, each named after the entry ('Move question 2 up'). */
export function ItemControls({
  index,
  count,
  name,
  focusKey,
  testId,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  /** The entry in words: 'question 2'. */
  name: string;
  /** Finds the buttons again after a move, to keep the focus on them. */
  focusKey: string;
  testId: string;
  onMove(to: number): void;
  onRemove(): void;
}) {
  const button = (action: 'up' | 'down' | 'delete', label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled} sx={TOUCH} data-focus-key={`${focusKey}-${action}`} data-testid={`${testId}-${action}`}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      {button('up', text.moveUp(name), <ArrowUpward aria-hidden />, () => onMove(index - 1), index === 0)}
      {button('down', text.moveDown(name), <ArrowDownward aria-hidden />, () => onMove(index + 1), index >= count - 1)}
      {button('delete', text.remove(name), <DeleteOutline aria-hidden />, onRemove)}
    </Stack>
  );
}
