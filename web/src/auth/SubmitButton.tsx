import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** The full-width button that sends a sign-in, sign-up or password form, with a spinner while it is sent. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ mt: 2, py: 1.4 }}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
