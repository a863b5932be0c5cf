import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A tab whose screen is not there yet: its icon, title and a 'coming soon' line. */
export function ComingSoonPanel({ icon, title, text, testId }: { icon: ReactNode; title: string; text: string; testId: string }) {
  const id = useId();
  return (
    <Paper elevation={2} sx={{ p: 4, textAlign: 'center' }} component="section" aria-labelledby={id} data-testid={testId}>
      {icon}
      <Typography id={id} variant="h5" component="h2" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {text}
      </Typography>
    </Paper>
  );
}
