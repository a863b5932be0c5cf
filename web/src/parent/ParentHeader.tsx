import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText } from '../api/game-api';
import type { SessionUser } from '../api/types';
import { HeaderFigure } from '../components/HeaderFigure';
import { ROLE_LOOK } from '../components/role-look';
import { parentTexts } from '../i18n/parent';
import { displayName } from '../layout/DashboardLayout';
import { TokenIcon } from '../components/game-look';
import { ErrorState, LoadingBlocks } from '../components/states';
import { useParent } from './parent-context';
import { figure } from './parent-look';

const text = parentTexts.header;

/** The parent's card: the welcome, the children count, the monthly budget and the token balance (GET /parent/profile). */
export function ParentHeader({ user }: { user: SessionUser }) {
  const { profile } = useParent();
  const data = profile.data;

  if (profile.isPending) {
    return (
      <Paper elevation={4} sx={{ p: 3, mb: 3 }}>
        <LoadingBlocks rows={2} height={40} label={text.loading} />
      </Paper>
    );
  }

  const name = (data && displayName(data)) || displayName(user);
  return (
    <Paper elevation={4} sx={{ p: { xs: 2.5, sm: 3.5 }, mb: 3 }} component="section" aria-label={text.label} data-testid="parent-header">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5} sx={{ alignItems: { xs: 'flex-start', md: 'center' } }}>
        <Avatar sx={{ width: 72, height: 72, fontSize: 32, fontWeight: 800, background: ROLE_LOOK.parent.gradient }} aria-hidden>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }} data-testid="parent-welcome">
            {text.welcome(name)}
          </Typography>
          <Typography color="text.secondary">{text.subtitle}</Typography>
        </Box>
        {data && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: { xs: 2, sm: 4 } }}>
            <HeaderFigure minWidth={88} label={text.children} value={figure(data.childrenCount)} testId="parent-children-count" />
            <HeaderFigure
              minWidth={112}
              label={text.monthlyBudget}
              testId="parent-monthly-budget"
              value={
                <>
                  <TokenIcon /> {figure(data.monthlyEducationBudget)}
                </>
              }
            />
            <HeaderFigure
              minWidth={112}
              label={text.tokenBalance}
              testId="parent-token-balance"
              value={
                <>
                  <TokenIcon /> {figure(data.tokenBalance)}
                </>
              }
            />
          </Stack>
        )}
      </Stack>
      {!data && (
        <Box sx={{ mt: 2 }}>
          <ErrorState message={errorText(profile.error, parentTexts.apiErrors.profile)} onRetry={() => void profile.refetch()} />
        </Box>
      )}
    </Paper>
  );
}
