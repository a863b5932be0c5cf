import TextField from '@mui/material/TextField';
import { editorTexts } from '../../../i18n/editors';
import { clockOfSeconds, secondsOfClock } from './clock-text';
import type { Typed } from './material';
import { useProblem } from './problems-context';
import { useTypedDraft } from './use-typed-draft';

const shown = (value: Typed | undefined) => (value === undefined ? '' : typeof value === 'number' ? clockOfSeconds(value) : value);

/**
 * A time of the material typed as minutes:seconds; the material holds the seconds, or the text when
 * it is no time (said under the field, and refused by the rules on saving).
 */
export function ClockInputField({
  label,
  value,
  onChange,
  path,
  testId,
  hint,
}: {
  label: string;
  value: Typed | undefined;
  onChange(value: Typed | undefined): void;
  path: string;
  testId: string;
  hint?: string;
}) {
  const problem = useProblem(path);
  const [draft, setDraft] = useTypedDraft(value, secondsOfClock, shown);
  const unreadable = draft.trim() !== '' && secondsOfClock(draft) === null;
  const message = unreadable ? editorTexts.clock.invalid : problem;
  return (
    <TextField
      label={label}
      value={draft}
      onChange={(event) => {
        const typed = event.target.value;
        setDraft(typed);
        const seconds = secondsOfClock(typed);
        onChange(typed.trim() === '' ? undefined : (seconds ?? typed));
      }}
      fullWidth
      size="small"
      placeholder="0:00"
      error={!!message}
      helperText={message ?? hint}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': testId }, inputLabel: { shrink: true } }}
    />
  );
}
