import Typography from '@mui/material/Typography';

/** A problem said under a group of fields (a list, the choices), where no single field carries it. */
export function FieldProblem({ message, testId }: { message: string | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }} data-testid={testId ?? 'material-problem'}>
      {message}
    </Typography>
  );
}
