import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';

/** A small full-width search box with a magnifier (the teacher's library and students filters). */
export function SearchField({ label, placeholder, value, onChange, testId }: { label: string; placeholder: string; value: string; onChange: (value: string) => void; testId: string }) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      fullWidth
      type="search"
      slotProps={{
        input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" aria-hidden /></InputAdornment> },
        htmlInput: { 'data-testid': testId },
      }}
    />
  );
}
