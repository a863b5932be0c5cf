import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A small uppercase label over a bold figure (the student's and the teacher's header cards). */
export function HeaderFigure({ label, value, testId, minWidth }: { label: string; value: ReactNode; testId?: string; minWidth?: number }) {
  return (
    <Box data-testid={testId} sx={minWidth === undefined ? undefined : { minWidth }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textTransform: 'uppercase', letterSpacing: 0.6, fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
        {value}
      </Typography>
    </Box>
  );
}
