import type { ChangeEvent } from 'react';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

/** A choice's value and the words shown for it. */
export type ChoiceOption<T extends string> = readonly [value: T, label: string];

/** A native select: the keyboard and phones handle it as they handle every other select. */
export function ChoiceField<T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
  id,
  margin = 'none',
  fullWidth,
  sx,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<ChoiceOption<T>>;
  onChange(value: T): void;
  testId: string;
  id?: string;
  margin?: 'none' | 'dense';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value as T)}
      size="small"
      margin={margin}
      fullWidth={fullWidth}
      sx={sx}
      slotProps={{ select: { native: true }, htmlInput: { 'data-testid': testId }, inputLabel: { shrink: true } }}
    >
      {options.map(([optionValue, optionLabel]) => (
        <option key={optionValue} value={optionValue}>
          {optionLabel}
        </option>
      ))}
    </TextField>
  );
}
