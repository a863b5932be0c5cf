import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useGetList } from 'react-admin';
import { classInvitationsResource, type ClassInvitationRecord, type ClassSummaryRecord } from '../../api/data-provider';
import { classesTexts } from '../../i18n/classes';
import { formatDayMonth } from '../../i18n/format';
import { ErrorState } from '../../components/states';
import { adminErrorText } from '../admin-calls';

const text = classesTexts.card;

/** The invitations one card shows (the admin API's page limit); a class rarely waits on more. */
const SHOWN = 100;

/**
 * The class's invitations not accepted yet (`classes/{id}/invitations`): only what the teacher typed
 * and when, each "Invited", with Withdraw. Nothing shows while there are none. A refresh (after an
 * invitation is sent or withdrawn) reads them again.
 */
export function ClassInvitationList({ record, onWithdraw }: { record: ClassSummaryRecord; onWithdraw(invitation: ClassInvitationRecord): void }) {
  const invitations = useGetList<ClassInvitationRecord>(classInvitationsResource(record.id), {
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: {},
  });
  if (invitations.isPending) return null;
  if (invitations.error) {
    return <ErrorState message={adminErrorText(invitations.error, text.invitationsFailed)} onRetry={() => void invitations.refetch()} />;
  }
  const rows = invitations.data ?? [];
  if (rows.length === 0) return null;
  const titleId = `class-invitations-${record.id}`;
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="class-invitations">
      <Typography id={titleId} variant="body2" sx={{ fontWeight: 700 }}>
        {text.invitations(invitations.total ?? rows.length)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {text.invitationsHint}
      </Typography>
      <List dense aria-label={text.invitationsOf(record.name)} sx={{ maxHeight: 220, overflowY: 'auto' }}>
        {rows.map((invitation) => (
          <ListItem
            key={invitation.id}
            disableGutters
            data-testid="class-invitation"
            data-invited-as={invitation.invitedAs}
            sx={{ pr: 11 }}
            secondaryAction={
              <Button size="small" color="error" onClick={() => onWithdraw(invitation)} aria-label={text.withdrawOf(invitation.invitedAs)} data-testid="class-invitation-withdraw">
                {text.withdraw}
              </Button>
            }
          >
            <ListItemText
              primary={invitation.invitedAs}
              secondary={
                <>
                  <Chip size="small" label={text.invited} component="span" sx={{ mr: 1, height: 20 }} /> {formatDayMonth(invitation.createdAt)}
                </>
              }
              slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
