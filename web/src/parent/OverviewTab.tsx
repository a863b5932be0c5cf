import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Forum from '@mui/icons-material/Forum';
import FamilyRestroom from '@mui/icons-material/FamilyRestroom';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Insights from '@mui/icons-material/Insights';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { errorText } from '../api/game-api';
import type { ChildSummary } from '../api/parent-api';
import { HeaderFigure } from '../components/HeaderFigure';
import { ResetCodeButton } from '../components/ResetCodeButton';
import { parentTexts } from '../i18n/parent';
import { PlayerAvatar, TokenIcon } from '../components/game-look';
import { Panel } from '../components/Panel';
import { EmptyState, ErrorState, LoadingBlocks } from '../components/states';
import { ChildClasses } from './ChildClasses';
import { useParent } from './parent-context';
import { childName, figure, readableDay } from './parent-look';

const text = parentTexts.overview;

function ChildCard({ child, onAnalyse }: { child: ChildSummary; onAnalyse(): void }) {
  const name = childName(child);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`child-card-${child.id}`} component="article" aria-label={name}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <PlayerAvatar avatar={null} name={name} size={48} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.2 }} noWrap data-testid="child-name">
              {name}
            </Typography>
            {name !== child.username && child.username && (
              <Typography variant="body2" color="text.secondary" noWrap>
                @{child.username}
              </Typography>
            )}
          </Box>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2.5 }}>
          <HeaderFigure label={text.level} value={figure(child.level)} testId="child-level" />
          <HeaderFigure label={text.rank} value={<Chip size="small" color="primary" variant="outlined" label={child.rank} />} testId="child-rank" />
          <HeaderFigure label={text.xp} value={figure(child.xp)} testId="child-xp" />
          <HeaderFigure
            label={text.tokens}
            value={
              <>
                <TokenIcon /> {figure(child.tokenBalance)}
              </>
            }
            testId="child-tokens"
          />
        </Stack>
        <ChildClasses childId={child.id} childName={name} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button variant="contained" startIcon={<Insights />} onClick={onAnalyse} aria-label={text.viewAnalysisOf(name)} data-testid="view-analysis">
          {text.viewAnalysis}
        </Button>
        <ResetCodeButton target={{ kind: 'parent', childId: child.id }} name={name} />
      </CardActions>
    </Card>
  );
}

/** The overview: the children cards, the requests waiting for an answer, the way to Teacher Messages, a budget summary and Connect Child. */
export function OverviewTab() {
  const { family, profile, showAnalysis, openConnectChild, showTab } = useParent();
  const children = family.data?.children ?? [];
  const pending = family.data?.pendingRequests ?? [];
  const childTokens = children.reduce((sum, child) => sum + (child.tokenBalance ?? 0), 0);

  const connectButton = (
    <Button variant="outlined" startIcon={<PersonAdd />} onClick={openConnectChild} data-testid="connect-child">
      {text.connectChild}
    </Button>
  );

  return (
    <Stack spacing={3}>
      <Panel title={text.childrenTitle} icon={<FamilyRestroom />} action={connectButton} testId="parent-children">
        {family.isPending ? (
          <LoadingBlocks rows={2} height={120} label={text.loadingChildren} />
        ) : family.data === undefined ? (
          <ErrorState message={errorText(family.error, parentTexts.apiErrors.children)} onRetry={() => void family.refetch()} />
        ) : children.length === 0 ? (
          <EmptyState icon={<FamilyRestroom fontSize="inherit" />} title={text.noChildren} text={text.noChildrenText} testId="no-children" />
        ) : (
          <Grid container spacing={2}>
            {children.map((child) => (
              <Grid key={child.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <ChildCard child={child} onAnalyse={() => showAnalysis(child.id)} />
              </Grid>
            ))}
          </Grid>
        )}
        {pending.length > 0 && (
          <Box component="section" aria-labelledby="parent-pending-title" sx={{ mt: 3 }} data-testid="pending-requests">
            <Typography id="parent-pending-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {text.pendingTitle}
            </Typography>
            <List dense disablePadding>
              {pending.map((request) => (
                <ListItem key={`${request.identifier}-${request.requestedAt}`} disableGutters>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <HourglassTop color="warning" aria-hidden />
                  </ListItemIcon>
                  <ListItemText primary={text.waiting(String(request.identifier))} secondary={text.requestedOn(readableDay(request.requestedAt) ?? '')} />
                </ListItem>
              ))}
            </List>
          </Box>
        )}
      </Panel>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel
            title={text.messagesTitle}
            icon={<Forum />}
            testId="parent-teacher-messages"
            action={
              <Button size="small" onClick={() => showTab('messages')}>
                {text.openMessages}
              </Button>
            }
          >
            <Typography color="text.secondary">{text.messagesText}</Typography>
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel
            title={text.budgetTitle}
            icon={<AccountBalanceWallet />}
            testId="parent-budget-summary"
            action={
              <Button size="small" onClick={() => showTab('budget')}>
                {text.manageBudget}
              </Button>
            }
          >
            {profile.data ? (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
                <HeaderFigure
                  label={text.budgetMonthly}
                  value={
                    <>
                      <TokenIcon /> {figure(profile.data.monthlyEducationBudget)}
                    </>
                  }
                  testId="summary-monthly-budget"
                />
                <HeaderFigure
                  label={text.budgetBalance}
                  value={
                    <>
                      <TokenIcon /> {figure(profile.data.tokenBalance)}
                    </>
                  }
                  testId="summary-token-balance"
                />
                {children.length > 0 && (
                  <HeaderFigure
                    label={text.budgetChildren}
                    value={
                      <>
                        <TokenIcon /> {figure(childTokens)}
                      </>
                    }
                    testId="summary-children-tokens"
                  />
                )}
              </Stack>
            ) : profile.isPending ? (
              <LoadingBlocks rows={1} height={48} />
            ) : (
              <ErrorState message={errorText(profile.error, parentTexts.apiErrors.profile)} onRetry={() => void profile.refetch()} />
            )}
          </Panel>
        </Grid>
      </Grid>
    </Stack>
  );
}
