import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import Create from '@mui/icons-material/Create';
import Forum from '@mui/icons-material/Forum';
import type { Message } from '../api/messages-api';
import { personName } from '../components/person-look';
import { EmptyState } from '../components/states';
import { messagesTexts } from '../i18n/messages';
import { Conversation } from './Conversation';
import type { MessagesSide } from './message-look';
import { NewMessageDialog } from './NewMessageDialog';
import { threadButtonId, ThreadList } from './ThreadList';
import { useLiveMessages } from './use-live-messages';
import { useThreadAddress } from './use-thread-address';

const text = messagesTexts;

/** Below this width the list and the conversation are separate views (list → conversation → back). */
export const usePhoneMessages = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

/**
 * A parent's or a teacher's messages: the list of conversations beside the open one (the one in the
 * address), New message, and new messages arriving live. On a phone the list and the conversation
 * take turns. Opening a conversation moves the focus to it; going back returns it to the list.
 */
export function MessagesView({ side, myId }: { side: MessagesSide; myId: number }) {
  const phone = usePhoneMessages();
  const { threadId, open, close } = useThreadAddress();
  const [composing, setComposing] = useState(false);
  const [arrival, setArrival] = useState('');
  const conversation = useRef<HTMLElement>(null);
  /** Where the focus goes once the address changed: the conversation opened, or the list's button of the one left. */
  const focusNext = useRef<'conversation' | number | null>(null);

  useLiveMessages(myId, (message: Message) => setArrival(text.conversation.arrived(personName(message.sender), message.body)));

  const openThread = (id: number) => {
    focusNext.current = 'conversation';
    if (id !== threadId) open(id);
    else conversation.current?.focus();
  };
  const back = () => {
    focusNext.current = threadId;
    close();
  };

  useEffect(() => {
    const target = focusNext.current;
    if (target === 'conversation' && threadId !== null) conversation.current?.focus();
    else if (typeof target === 'number' && threadId === null) document.getElementById(threadButtonId(target))?.focus();
    else return;
    focusNext.current = null;
  }, [threadId]);

  const listShown = !phone || threadId === null;
  const conversationShown = !phone || threadId !== null;

  return (
    <Stack spacing={2} component="section" aria-labelledby="messages-title" data-testid="messages">
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography id="messages-title" variant="h5" component="h2" sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 1 }}>
            <Forum color="primary" aria-hidden /> {text.title}
          </Typography>
          {listShown && (
            <Typography variant="body2" color="text.secondary">
              {text.intro[side]}
            </Typography>
          )}
        </Box>
        <Button variant="contained" startIcon={<Create />} onClick={() => setComposing(true)} data-testid="new-message">
          {text.newMessage.button}
        </Button>
      </Stack>

      <Paper
        elevation={2}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(280px, 360px) minmax(0, 1fr)' },
          height: { md: 640 },
          overflow: 'hidden',
        }}
      >
        {listShown && (
          <Box sx={{ borderRight: { md: 1 }, borderColor: { md: 'divider' }, overflowY: { md: 'auto' }, minHeight: 0 }}>
            <ThreadList myId={myId} side={side} selectedId={threadId} onOpen={openThread} />
          </Box>
        )}
        {conversationShown &&
          (threadId !== null ? (
            <Conversation key={threadId} ref={conversation} threadId={threadId} myId={myId} onBack={phone ? back : undefined} />
          ) : (
            <Box sx={{ display: 'grid', placeItems: 'center' }}>
              <EmptyState icon={<Forum fontSize="inherit" />} title={text.conversation.choose} text={text.conversation.chooseText} testId="conversation-none" />
            </Box>
          ))}
      </Paper>

      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="message-arrivals">
        {arrival}
      </Box>

      <NewMessageDialog
        open={composing}
        side={side}
        myId={myId}
        onClose={() => setComposing(false)}
        onStarted={(id) => {
          setComposing(false);
          openThread(id);
        }}
      />
    </Stack>
  );
}
