import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A list screen's title (the section's heading, with its icon) and the sentence under it. */
export function ListTitle({ id, icon, title, intro }: { id: string; icon: ReactNode; title: string; intro: string }) {
  return (
    <Box>
      <Typography id={id} variant="h5" component="h2" sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 1 }}>
        {icon} {title}
      </Typography>
      <Typography color="text.secondary">{intro}</Typography>
    </Box>
  );
}
