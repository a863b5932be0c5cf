import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import type { UserRole } from '../api/types';
import { ROLE_LOOK } from './role-look';

/** The top card of a role dashboard: initial, name and a line under it. */
export function WelcomeCard({ role, name, subtitle, children }: { role: UserRole; name: string; subtitle: string; children?: ReactNode }) {
  return (
    <Paper elevation={4} sx={{ p: { xs: 2.5, sm: 3.5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <Avatar sx={{ width: 72, height: 72, fontSize: 32, fontWeight: 800, background: ROLE_LOOK[role].gradient }} aria-hidden>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }} data-testid="display-name">
            {name}
          </Typography>
          <Typography color="text.secondary">{subtitle}</Typography>
        </Box>
        {children}
      </Stack>
    </Paper>
  );
}

/** A note that a dashboard's screens are on their way. */
export function ComingSoonCard({ title, text }: { title: string; text: string }) {
  return (
    <Paper
      elevation={0}
      sx={{
        p: 3,
        mt: 3,
        border: '2px dashed',
        borderColor: 'primary.light',
        bgcolor: 'rgba(91, 63, 214, 0.04)',
      }}
      data-testid="coming-soon"
    >
      <Typography variant="h6" component="h2" gutterBottom sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <RocketLaunch color="primary" aria-hidden />
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
