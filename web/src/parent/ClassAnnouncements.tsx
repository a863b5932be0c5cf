import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import Campaign from '@mui/icons-material/Campaign';
import { errorText } from '../api/game-api';
import { personName } from '../components/person-look';
import { Panel } from '../components/Panel';
import { EmptyState, ErrorState, LoadingBlocks } from '../components/states';
import { formatDateTime } from '../i18n/format';
import { messagesTexts } from '../i18n/messages';
import { useLiveEvent } from '../live/LiveEventsProvider';
import { useParentAnnouncements } from '../messages/queries';

const text = messagesTexts.announcements;

/** What the teachers of the children's classes announced, newest first, naming the class and the child(ren); a new one shows as it comes. */
export function ClassAnnouncements({ myId }: { myId: number }) {
  const announcements = useParentAnnouncements(myId);
  useLiveEvent('notification', (notification) => {
    if (notification.kind === 'announcement') void announcements.refetch();
  });

  return (
    <Panel title={text.parentTitle} icon={<Campaign />} testId="parent-announcements">
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1.5 }}>
        {text.parentIntro}
      </Typography>
      {announcements.isPending ? (
        <LoadingBlocks rows={2} height={64} label={text.loading} />
      ) : !announcements.data ? (
        <ErrorState message={errorText(announcements.error, messagesTexts.apiErrors.parentAnnouncements)} onRetry={() => void announcements.refetch()} />
      ) : announcements.data.length === 0 ? (
        <EmptyState icon={<Campaign fontSize="inherit" />} title={text.empty} text={text.emptyText} testId="parent-announcements-empty" />
      ) : (
        <List disablePadding aria-label={text.parentTitle}>
          {announcements.data.map((announcement) => (
            <ListItem key={announcement.id} disableGutters divider sx={{ display: 'block', py: 1.5 }} data-testid="parent-announcement">
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
                <Typography sx={{ fontWeight: 700 }} data-testid="parent-announcement-from">
                  {text.fromTeacher(personName(announcement.teacher), announcement.className)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  <time dateTime={announcement.postedAt}>{formatDateTime(announcement.postedAt)}</time>
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary" data-testid="parent-announcement-children">
                {text.forChildren(announcement.children.map(personName))}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="parent-announcement-body">
                {announcement.body}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}
