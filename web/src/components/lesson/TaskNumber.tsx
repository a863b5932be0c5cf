import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { contentTexts } from '../../i18n/content';

/** The number a student types for a number task, with its unit beside it. */
export function TaskNumber({ id, unit, value, onChange, disabled }: { id: string; unit?: string; value: string; onChange(value: string): void; disabled: boolean }) {
  return (
    <TextField
      id={id}
      label={contentTexts.interactive.answer}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      size="small"
      autoComplete="off"
      sx={{ width: { xs: '100%', sm: 240 }, bgcolor: 'background.paper' }}
      slotProps={{
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
        htmlInput: { inputMode: 'decimal', 'data-testid': 'task-number' },
      }}
    />
  );
}

/** The number typed, or null when it is none (a comma may stand for the decimal point). */
export function typedNumber(value: string): number | null {
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}
