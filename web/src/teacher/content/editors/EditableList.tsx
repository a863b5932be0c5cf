import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { editorTexts } from '../../../i18n/editors';
import { FieldProblem } from './FieldProblem';
import { ItemControls } from './ItemControls';
import { inserted, moved, without } from './list-ops';
import { TOUCH } from './touch';
import { useListKeys } from './use-list-keys';

export type ListChange = { kind: 'add' } | { kind: 'edit'; index: number } | { kind: 'move'; from: number; to: number } | { kind: 'remove'; index: number } | { kind: 'restore'; index: number };

/** Puts the focus on the element marked `data-focus-key` once it is on the page. */
function useFocusAfterRender() {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    if (target.endsWith('-first')) {
      const group = document.querySelector(`[data-focus-group="${target.slice(0, -'-first'.length)}"]`);
      group?.querySelector<HTMLElement>('input:not([type="radio"]), textarea')?.focus();
      setTarget(null);
      return;
    }
    const element = document.querySelector<HTMLElement>(`[data-focus-key="${target}"]`);
    const usable = element && !(element as HTMLButtonElement).disabled ? element : null;
    (usable ?? document.querySelector<HTMLElement>(`[data-focus-key="${target.replace(/-(up|down)$/, '-delete')}"]`))?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}

/**
 * A list of a lesson's entries (questions, sections, chapters, steps): each in its own box with its
 * title and Move up / Move down / Delete, then Add. A deleted entry can be put back with Undo until
 * the list changes again. The focus stays with a moved entry's button.
 */
export function EditableList<T>({
  items,
  onChange,
  create,
  name,
  title,
  testId,
  addLabel,
  addTestId,
  emptyText,
  problem,
  renderItem,
  compact = false,
  max,
}: {
  items: readonly T[];
  onChange(next: T[], change: ListChange): void;
  create(): T;
  /** An entry in words, for the buttons: 'question 2'. */
  name(index: number): string;
  /** An entry's title: 'Question 2' (over it in a box; in the words of Undo). */
  title?(index: number): string;
  testId: string;
  addLabel: string;
  addTestId: string;
  emptyText?: string;
  problem?: string;
  renderItem(item: T, index: number, update: (next: T) => void): ReactNode;
  /** Rows without a box (a question's choices). */
  compact?: boolean;
  /** No Add beyond this many entries. */
  max?: number;
}) {
  const list = useListKeys(items.length);
  const focus = useFocusAfterRender();
  const [removed, setRemoved] = useState<{ item: T; index: number; key: string; name: string } | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);

  const change = (next: T[], what: ListChange) => {
    if (what.kind !== 'edit') setRemoved(null);
    onChange(next, what);
  };

  const move = (from: number, to: number) => {
    list.move(from, to);
    change(moved(items, from, to), { kind: 'move', from, to });
    focus(`${list.keys[to]}-${to < from ? 'up' : 'down'}`);
  };

  const remove = (index: number) => {
    const key = list.remove(index);
    change(without(items, index), { kind: 'remove', index });
    setRemoved({ item: items[index], index, key, name: title ? title(index) : name(index) });
  };

  useEffect(() => {
    if (removed) undoButton.current?.focus();
  }, [removed]);

  const restore = () => {
    if (!removed) return;
    const index = Math.min(removed.index, items.length);
    list.insert(index, removed.key);
    change(inserted(items, index, removed.item), { kind: 'restore', index });
    focus(`${removed.key}-delete`);
  };

  const add = () => {
    const key = list.insert(items.length);
    change([...items, create()], { kind: 'add' });
    focus(`${key}-first`);
  };

  return (
    <Stack spacing={compact ? 1 : 2}>
      {items.length === 0 && emptyText && (
        <Typography color="text.secondary" variant="body2">
          {emptyText}
        </Typography>
      )}
      {items.map((item, index) => {
        const key = list.keys[index];
        const controls = (
          <ItemControls index={index} count={items.length} name={name(index)} focusKey={key} testId={`${testId}-${index}`} onMove={(to) => move(index, to)} onRemove={() => remove(index)} />
        );
        const body = renderItem(item, index, (next) => change(items.map((entry, position) => (position === index ? next : entry)), { kind: 'edit', index }));
        if (compact) {
          return (
            <Stack key={key} direction="row" sx={{ alignItems: 'flex-start', gap: 0.5, flexWrap: 'wrap' }} data-focus-group={key}>
              {body}
              {controls}
            </Stack>
          );
        }
        return (
          <Paper key={key} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={`${testId}-${index}`} data-focus-group={key}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {title?.(index)}
              </Typography>
              {controls}
            </Stack>
            {body}
          </Paper>
        );
      })}
      {removed && (
        <Alert
          severity="info"
          data-testid={`${testId}-removed`}
          action={
            <Button ref={undoButton} color="inherit" onClick={restore} sx={TOUCH} data-testid={`${testId}-undo`}>
              {editorTexts.list.undo}
            </Button>
          }
        >
          {editorTexts.list.removed(removed.name)}
        </Alert>
      )}
      <FieldProblem message={problem} />
      <div>
        <Button variant="outlined" startIcon={<Add aria-hidden />} onClick={add} disabled={max !== undefined && items.length >= max} sx={TOUCH} data-testid={addTestId}>
          {addLabel}
        </Button>
      </div>
    </Stack>
  );
}
