import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A figure on a dashboard: a label and a big value. */
export function StatCard({ label, value, icon, testId }: { label: string; value: ReactNode; icon?: ReactNode; testId?: string }) {
  return (
    <Paper elevation={2} sx={{ p: 2.5, height: '100%', display: 'flex', alignItems: 'center', gap: 2 }} data-testid={testId}>
      {icon && (
        <Box
          aria-hidden
          sx={{ width: 48, height: 48, borderRadius: 3, display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'common.white', fontSize: 24 }}
        >
          {icon}
        </Box>
      )}
      <Box>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
          {value}
        </Typography>
      </Box>
    </Paper>
  );
}
