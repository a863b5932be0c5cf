import TextField from '@mui/material/TextField';
import { typedNumber, type Typed } from './material';
import { useProblem } from './problems-context';
import { useTypedDraft } from './use-typed-draft';

const shown = (value: Typed | undefined) => (value === undefined ? '' : String(value));

/**
 * A number of the material, typed as text ('1.' stays on the screen while it is typed); the
 * material holds the number, or the text when it is not one (its problem then says so).
 */
export function NumberInputField({
  label,
  value,
  onChange,
  path,
  testId,
  hint,
  placeholder,
  decimal = true,
}: {
  label: string;
  value: Typed | undefined;
  onChange(value: Typed | undefined): void;
  path: string;
  testId: string;
  hint?: string;
  placeholder?: string;
  decimal?: boolean;
}) {
  const problem = useProblem(path);
  const [draft, setDraft] = useTypedDraft(value, typedNumber, shown);
  return (
    <TextField
      label={label}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(typedNumber(event.target.value));
      }}
      fullWidth
      size="small"
      placeholder={placeholder}
      error={!!problem}
      helperText={problem ?? hint}
      slotProps={{ htmlInput: { inputMode: decimal ? 'decimal' : 'numeric', 'data-testid': testId }, inputLabel: placeholder ? { shrink: true } : undefined }}
    />
  );
}
