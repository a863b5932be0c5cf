import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Campaign from '@mui/icons-material/Campaign';
import { errorText } from '../../api/game-api';
import type { Announcement } from '../../api/notifications-api';
import { Panel } from '../../components/Panel';
import { ErrorState } from '../../components/states';
import { formatDateTime, personName } from '../../i18n/format';
import { notificationTexts } from '../../i18n/notifications';
import { useStudentAnnouncements } from '../queries';

const text = notificationTexts.announcements;

/** So many show at first; the rest on asking. */
const FIRST_SHOWN = 3;

function AnnouncementRow({ announcement }: { announcement: Announcement }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }} data-testid="announcement">
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="announcement-class">
          {announcement.className}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="announcement-teacher">
          {text.from(personName(announcement.teacher))}
        </Typography>
      </Stack>
      {/* Plain text as written: its line breaks kept, never read as HTML. */}
      <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="announcement-body">
        {announcement.body}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="time" dateTime={announcement.postedAt} sx={{ display: 'block', mt: 0.5 }}>
        {formatDateTime(announcement.postedAt)}
      </Typography>
    </Box>
  );
}

/**
 * 'Announcements': what the teachers of the student's classes posted, newest first, reloaded when
 * one arrives (student/live-updates.ts). Shown only when there is one (or loading them failed).
 */
export function AnnouncementsCard() {
  const announcements = useStudentAnnouncements();
  const [showAll, setShowAll] = useState(false);
  if (announcements.isPending) return null;
  if (announcements.data === undefined) {
    return (
      <Panel title={text.title} icon={<Campaign />} testId="announcements">
        <ErrorState message={errorText(announcements.error, notificationTexts.apiErrors.announcements)} onRetry={() => void announcements.refetch()} />
      </Panel>
    );
  }
  const list = announcements.data;
  if (list.length === 0) return null;
  const shown = showAll ? list : list.slice(0, FIRST_SHOWN);
  return (
    <Panel
      title={text.title}
      icon={<Campaign />}
      testId="announcements"
      action={
        list.length > FIRST_SHOWN && (
          <Button size="small" onClick={() => setShowAll((all) => !all)} aria-expanded={showAll}>
            {showAll ? text.showFewer : text.showAll(list.length)}
          </Button>
        )
      }
    >
      <Stack component="ul" spacing={1.25} sx={{ m: 0, p: 0 }} aria-label={text.label}>
        {shown.map((announcement) => (
          <AnnouncementRow key={announcement.id} announcement={announcement} />
        ))}
      </Stack>
    </Panel>
  );
}
