import Stack from '@mui/material/Stack';
import { useAuth } from '../auth/auth-context';
import { MessagesView, usePhoneMessages } from '../messages/MessagesView';
import { useThreadAddress } from '../messages/use-thread-address';
import { ClassAnnouncements } from './ClassAnnouncements';

/** The Messages tab: the conversations with the children's teachers, then the class announcements (on a phone, while no conversation is open). */
export function MessagesTab() {
  const { user } = useAuth();
  const phone = usePhoneMessages();
  const { threadId } = useThreadAddress();
  if (!user) return null;
  return (
    <Stack spacing={3}>
      <MessagesView side="parent" myId={user.id} />
      {!(phone && threadId !== null) && <ClassAnnouncements myId={user.id} />}
    </Stack>
  );
}
