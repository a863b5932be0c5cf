import { forwardRef, useEffect, useLayoutEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Lock from '@mui/icons-material/Lock';
import Notifications from '@mui/icons-material/Notifications';
import NotificationsOff from '@mui/icons-material/NotificationsOff';
import { errorText } from '../api/game-api';
import type { Message, ThreadSummary } from '../api/messages-api';
import { PersonAvatar, personName } from '../components/person-look';
import { ErrorState, LoadingBlocks } from '../components/states';
import { useToast } from '../components/Toasts';
import { formatDateTime } from '../i18n/format';
import { messagesTexts } from '../i18n/messages';
import { Composer } from './Composer';
import { messagesOf, useMarkRead, useMuteThread, useReply, useThread } from './queries';

const text = messagesTexts.conversation;

function MessageBubble({ message, mine }: { message: Message; mine: boolean }) {
  const sender = mine ? text.you : personName(message.sender);
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }} data-testid="message" data-mine={mine} data-message-id={message.id}>
      <Box
        sx={{
          maxWidth: { xs: '88%', sm: '75%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          borderBottomRightRadius: mine ? 4 : undefined,
          borderBottomLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? 'primary.main' : 'action.selected',
          color: mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Typography variant="caption" component="p" sx={{ fontWeight: 700, opacity: 0.9 }} data-testid="message-sender">
          {sender}
        </Typography>
        {/* Plain text as written: React escapes it, and the line breaks stay. */}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-body">
          {message.body}
        </Typography>
        <Typography variant="caption" component="p" sx={{ mt: 0.25, opacity: 0.85, textAlign: 'right' }}>
          <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
        </Typography>
      </Box>
    </Box>
  );
}

/** The conversation's name, the other side and the child, the way back on phones, and Mute/Unmute. */
function ConversationHeader({ thread, headingId, onBack, myId }: { thread: ThreadSummary | null; headingId: string; onBack?: () => void; myId: number }) {
  const mute = useMuteThread(myId);
  const toast = useToast();
  const name = thread ? personName(thread.with) : '';
  const toggleMute = () => {
    if (!thread) return;
    const muted = !thread.muted;
    mute.mutate(
      { threadId: thread.id, muted },
      {
        onSuccess: () => toast.success(muted ? text.muted : text.unmuted),
        onError: (error) => toast.error(errorText(error, messagesTexts.apiErrors.mute)),
      },
    );
  };
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', px: { xs: 1, sm: 2 }, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
      {onBack && (
        <IconButton onClick={onBack} aria-label={text.back} edge="start" data-testid="message-back">
          <ArrowBack />
        </IconButton>
      )}
      {thread && <PersonAvatar avatar={null} name={name} size={40} />}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.25 }} noWrap data-testid="conversation-name">
          {thread ? name : text.loading}
        </Typography>
        {thread && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="conversation-about">
            {text.subtitle(messagesTexts.roles[thread.with.role], personName(thread.child))}
          </Typography>
        )}
      </Box>
      {thread && (
        <Button
          size="small"
          variant="outlined"
          startIcon={thread.muted ? <Notifications /> : <NotificationsOff />}
          onClick={toggleMute}
          disabled={mute.isPending}
          aria-label={thread.muted ? text.unmuteLabel(name) : text.muteLabel(name)}
          aria-pressed={thread.muted}
          sx={{ flexShrink: 0 }}
          data-testid="conversation-mute"
        >
          {thread.muted ? text.unmute : text.mute}
        </Button>
      )}
    </Stack>
  );
}

/**
 * One conversation: its messages (mine on the right), "Load earlier messages" while older ones
 * exist, and the reply box, or why there is none when the conversation is read-only. Opening it marks
 * it read. The section takes the focus when the list opens it.
 */
export const Conversation = forwardRef<HTMLElement, { threadId: number; myId: number; onBack?: () => void }>(function Conversation({ threadId, myId, onBack }, ref) {
  const thread = useThread(myId, threadId);
  const reply = useReply(myId);
  const markRead = useMarkRead(myId);
  const scroller = useRef<HTMLDivElement>(null);
  const heightBeforeEarlier = useRef<number | null>(null);
  const headingId = `conversation-${threadId}-title`;

  const pages = thread.data?.pages;
  const summary = pages?.[0]?.thread ?? null;
  const messages = messagesOf(pages);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;

  // Opening a conversation with unread messages marks it read.
  const unread = summary?.unread ?? 0;
  const { mutate: markThreadRead } = markRead;
  useEffect(() => {
    if (unread > 0) markThreadRead(threadId);
  }, [threadId, unread, markThreadRead]);

  // A new last message (arrived, or sent) scrolls into view; earlier messages keep the one read in place.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lastId, threadId]);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && heightBeforeEarlier.current !== null) {
      box.scrollTop += box.scrollHeight - heightBeforeEarlier.current;
      heightBeforeEarlier.current = null;
    }
  }, [firstId]);

  const loadEarlier = () => {
    heightBeforeEarlier.current = scroller.current?.scrollHeight ?? null;
    void thread.fetchNextPage();
  };

  return (
    <Box
      component="section"
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, outline: 'none' }}
      data-testid="conversation"
      data-thread-id={threadId}
    >
      <ConversationHeader thread={summary} headingId={headingId} onBack={onBack} myId={myId} />
      {thread.isPending ? (
        <Box sx={{ p: 2 }}>
          <LoadingBlocks rows={3} height={48} label={text.loading} />
        </Box>
      ) : !thread.data ? (
        <Box sx={{ p: 2 }}>
          <ErrorState message={errorText(thread.error, messagesTexts.apiErrors.thread)} onRetry={() => void thread.refetch()} />
        </Box>
      ) : (
        <>
          {/* A region of its own that scrolls: the keyboard reaches it (Tab) to scroll it with the arrow keys. */}
          <Box
            ref={scroller}
            role="region"
            aria-label={text.messagesLabel}
            tabIndex={0}
            sx={{
              flex: 1,
              minHeight: 0,
              overflowY: 'auto',
              px: { xs: 1.5, sm: 2 },
              py: 1.5,
              maxHeight: { xs: '58vh', md: 'none' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
            data-testid="conversation-messages"
          >
            {thread.hasNextPage && (
              <Box sx={{ textAlign: 'center', mb: 1 }}>
                <Button size="small" onClick={loadEarlier} disabled={thread.isFetchingNextPage} data-testid="load-earlier-messages">
                  {thread.isFetchingNextPage ? text.loadingEarlier : text.loadEarlier}
                </Button>
              </Box>
            )}
            {thread.isFetchNextPageError && <ErrorState message={errorText(thread.error, messagesTexts.apiErrors.thread)} onRetry={loadEarlier} />}
            {messages.length === 0 ? (
              <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }} data-testid="conversation-empty">
                {text.empty}
              </Typography>
            ) : (
              <Stack component="ol" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {messages.map((message) => (
                  <MessageBubble key={message.id} message={message} mine={message.sender.id === myId} />
                ))}
              </Stack>
            )}
          </Box>
          <Box sx={{ px: { xs: 1.5, sm: 2 }, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
            {summary?.muted && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="conversation-muted-note">
                <NotificationsOff fontSize="inherit" aria-hidden /> {text.mutedNote}
              </Typography>
            )}
            {summary?.standing === 'readOnly' ? (
              <Alert severity="info" variant="outlined" icon={<Lock />} data-testid="conversation-read-only">
                {text.readOnly}
              </Alert>
            ) : (
              <Composer key={threadId} threadId={threadId} onSend={(body) => reply.mutateAsync({ threadId, body })} />
            )}
          </Box>
        </>
      )}
    </Box>
  );
});
