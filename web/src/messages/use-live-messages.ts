import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '../api/messages-api';
import { useLiveEvent } from '../live/LiveEventsProvider';
import { addMessage, refreshThreads } from './queries';

/**
 * New messages as they arrive: into their conversation when it is loaded (the open one marks them
 * read), and the list reads again for its order and unread counts. `onArrival` hears each message
 * from the other side.
 */
export function useLiveMessages(myId: number, onArrival: (message: Message) => void): void {
  const client = useQueryClient();
  useLiveEvent('message', (message) => {
    addMessage(client, myId, message);
    void refreshThreads(client, myId);
    if (message.sender.id !== myId) onArrival(message);
  });
}
