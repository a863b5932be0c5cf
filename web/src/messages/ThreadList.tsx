import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import Forum from '@mui/icons-material/Forum';
import Lock from '@mui/icons-material/Lock';
import NotificationsOff from '@mui/icons-material/NotificationsOff';
import { errorText } from '../api/game-api';
import type { ThreadSummary } from '../api/messages-api';
import { PersonAvatar, personName } from '../components/person-look';
import { EmptyState, ErrorState, LoadingBlocks } from '../components/states';
import { useNow } from '../hooks/use-now';
import { messagesTexts } from '../i18n/messages';
import { listTime, type MessagesSide } from './message-look';
import { useThreads } from './queries';

const text = messagesTexts.list;

/** The id of a conversation's button in the list, to bring the focus back to it. */
export const threadButtonId = (threadId: number) => `message-thread-${threadId}`;

function Mark({ icon, label, testId }: { icon: ReactElement; label: string; testId: string }) {
  return <Chip size="small" variant="outlined" icon={icon} label={label} sx={{ height: 22, '& .MuiChip-label': { px: 0.75 } }} data-testid={testId} />;
}

function ThreadRow({ thread, myId, selected, now, onOpen }: { thread: ThreadSummary; myId: number; selected: boolean; now: Date; onOpen(): void }) {
  const name = personName(thread.with);
  const role = messagesTexts.roles[thread.with.role];
  const child = personName(thread.child);
  const last = thread.lastMessage;
  const preview = last ? `${last.sender.id === myId ? `${text.you}: ` : ''}${last.body}` : text.noMessages;
  const unread = thread.unread > 0;
  return (
    <ListItem disablePadding divider data-testid="message-thread" data-thread-id={thread.id} data-unread={thread.unread}>
      <ListItemButton
        id={threadButtonId(thread.id)}
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={onOpen}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}
      >
        <PersonAvatar avatar={null} name={name} size={40} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: unread ? 800 : 600, flex: 1, minWidth: 0 }} noWrap data-testid="message-thread-name">
              {name}
            </Typography>
            <Typography variant="caption" color={unread ? 'primary' : 'text.secondary'} sx={{ flexShrink: 0, fontWeight: unread ? 700 : 400 }}>
              <time dateTime={thread.lastMessageAt}>{listTime(thread.lastMessageAt, now)}</time>
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" noWrap data-testid="message-thread-about">
            {role} · {text.about(child)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.25 }}>
            <Typography
              variant="body2"
              color={unread ? 'text.primary' : 'text.secondary'}
              sx={{ flex: 1, minWidth: 0, fontWeight: unread ? 600 : 400, fontStyle: last ? undefined : 'italic' }}
              noWrap
              data-testid="message-thread-preview"
            >
              {preview}
            </Typography>
            {unread && (
              <>
                <Chip size="small" color="primary" label={thread.unread} aria-hidden sx={{ height: 22, minWidth: 22, fontWeight: 800 }} data-testid="message-thread-unread" />
                <Box component="span" sx={visuallyHidden}>
                  {text.unread(thread.unread)}
                </Box>
              </>
            )}
          </Stack>
          {(thread.muted || thread.standing === 'readOnly') && (
            <Stack direction="row" spacing={0.75} sx={{ mt: 0.75, flexWrap: 'wrap' }}>
              {thread.muted && <Mark icon={<NotificationsOff />} label={text.muted} testId="message-thread-muted" />}
              {thread.standing === 'readOnly' && <Mark icon={<Lock />} label={text.readOnly} testId="message-thread-read-only" />}
            </Stack>
          )}
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

/** My conversations, latest first: a list of buttons that open them; unread, muted and read-only marked. */
export function ThreadList({ myId, side, selectedId, onOpen }: { myId: number; side: MessagesSide; selectedId: number | null; onOpen(threadId: number): void }) {
  const threads = useThreads(myId);
  const now = useNow();
  const items = threads.data?.pages.flatMap((page) => page.items) ?? [];
  // A thread may move to another page while the list reads again: each shows once.
  const unique = items.filter((item, index) => items.findIndex((other) => other.id === item.id) === index);

  if (threads.isPending) return <LoadingBlocks rows={3} height={72} label={text.loading} />;
  if (!threads.data) return <ErrorState message={errorText(threads.error, messagesTexts.apiErrors.threads)} onRetry={() => void threads.refetch()} />;
  if (unique.length === 0) return <EmptyState icon={<Forum fontSize="inherit" />} title={text.empty} text={text.emptyText[side]} testId="message-threads-empty" />;
  return (
    <Box>
      <List disablePadding aria-label={text.label} data-testid="message-threads">
        {unique.map((thread) => (
          <ThreadRow key={thread.id} thread={thread} myId={myId} selected={thread.id === selectedId} now={now} onOpen={() => onOpen(thread.id)} />
        ))}
      </List>
      {threads.hasNextPage && (
        <Box sx={{ textAlign: 'center', py: 1 }}>
          <Button onClick={() => void threads.fetchNextPage()} disabled={threads.isFetchingNextPage} data-testid="message-threads-more">
            {threads.isFetchingNextPage ? text.loadingMore : text.showMore}
          </Button>
        </Box>
      )}
    </Box>
  );
}
