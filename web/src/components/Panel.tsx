import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled card of the dashboard. */
export function Panel({ title, icon, action, children, testId }: { title: ReactNode; icon?: ReactNode; action?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Paper elevation={2} sx={{ p: { xs: 2, sm: 2.5 }, height: '100%' }} data-testid={testId} component="section">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, '& svg': { color: 'primary.main' } }}>
          {icon}
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
