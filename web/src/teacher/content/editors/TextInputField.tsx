import TextField from '@mui/material/TextField';
import { useProblem } from './problems-context';

/** A text field of the material, its problem (at `path`) said under it. */
export function TextInputField({
  label,
  value,
  onChange,
  path,
  testId,
  maxLength,
  multiline = false,
  minRows,
  hint,
  placeholder,
  type,
}: {
  label: string;
  value: string | undefined;
  onChange(value: string): void;
  path: string;
  testId: string;
  maxLength: number;
  multiline?: boolean;
  minRows?: number;
  hint?: string;
  placeholder?: string;
  type?: string;
}) {
  const problem = useProblem(path);
  return (
    <TextField
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      size="small"
      multiline={multiline}
      minRows={minRows}
      type={type}
      placeholder={placeholder}
      error={!!problem}
      helperText={problem ?? hint}
      slotProps={{ htmlInput: { maxLength, 'data-testid': testId } }}
    />
  );
}
