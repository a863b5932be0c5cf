import { useAuth } from '../auth/auth-context';
import { MessagesView } from '../messages/MessagesView';

/** The Messages tab: the conversations with the parents of the students in the teacher's classes. */
export function MessagesTab() {
  const { user } = useAuth();
  if (!user) return null;
  return <MessagesView side="teacher" myId={user.id} />;
}
