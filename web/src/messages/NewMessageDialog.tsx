import { useEffect, useMemo, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ContactMail from '@mui/icons-material/ContactMail';
import { errorText } from '../api/game-api';
import type { MessageContact } from '../api/messages-api';
import { personName } from '../components/person-look';
import { EmptyState, ErrorState, LoadingBlocks } from '../components/states';
import { messagesTexts } from '../i18n/messages';
import type { MessagesSide } from './message-look';
import { MessageField, sendable } from './MessageField';
import { useContacts, useStartThread } from './queries';

const text = messagesTexts.newMessage;

/** The children the contacts are about, each once, in the order the server gave. */
function childrenOf(contacts: readonly MessageContact[]): MessageContact['child'][] {
  const seen = new Set<number>();
  return contacts.map((contact) => contact.child).filter((child) => !seen.has(child.id) && Boolean(seen.add(child.id)));
}

/**
 * New message: the child it is about, the teacher (or parent) to write to, from whom I may write
 * to; then the text. Sending opens the conversation (the three's existing one, if there is one).
 * With no one to write to, it says who can be written to.
 */
export function NewMessageDialog({ open, side, myId, onClose, onStarted }: { open: boolean; side: MessagesSide; myId: number; onClose(): void; onStarted(threadId: number): void }) {
  const contacts = useContacts(myId, open);
  const start = useStartThread(myId);
  const [childId, setChildId] = useState<number | ''>('');
  const [personId, setPersonId] = useState<number | ''>('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Once sent, the focus goes to the conversation opened, not back to the New message button.
  const [started, setStarted] = useState(false);

  const all = useMemo(() => contacts.data ?? [], [contacts.data]);
  const children = useMemo(() => childrenOf(all), [all]);
  const people = all.filter((contact) => contact.child.id === childId);
  const chosen = people.find((contact) => contact.person.id === personId) ?? null;

  useEffect(() => {
    if (open) {
      setBody('');
      setError(null);
      setStarted(false);
    }
  }, [open]);

  // The first child and the first person for them, until the reader picks others.
  useEffect(() => {
    if (children.length > 0 && !children.some((child) => child.id === childId)) setChildId(children[0].id);
  }, [children, childId]);
  useEffect(() => {
    const forChild = all.filter((contact) => contact.child.id === childId);
    if (forChild.length > 0 && !forChild.some((contact) => contact.person.id === personId)) setPersonId(forChild[0].person.id);
  }, [all, childId, personId]);

  const busy = start.isPending;
  const canSend = chosen !== null && sendable(body) && !busy;

  const send = () => {
    if (!canSend || !chosen) return;
    setError(null);
    start.mutate(
      { recipientId: chosen.person.id, childId: chosen.child.id, body: body.trim() },
      {
        onSuccess: ({ thread }) => {
          setStarted(true);
          onStarted(thread.id);
        },
        onError: (failure) => setError(errorText(failure, messagesTexts.apiErrors.send)),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const ready = contacts.data !== undefined && all.length > 0;

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} disableRestoreFocus={started} fullWidth maxWidth="sm" aria-labelledby="new-message-title" data-testid="new-message-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="new-message-title">{text.title}</DialogTitle>
        <DialogContent>
          {contacts.isPending ? (
            <LoadingBlocks rows={2} height={48} label={text.loading} />
          ) : !contacts.data ? (
            <ErrorState message={errorText(contacts.error, messagesTexts.apiErrors.contacts)} onRetry={() => void contacts.refetch()} />
          ) : all.length === 0 ? (
            <EmptyState icon={<ContactMail fontSize="inherit" />} title={text.none} text={text.noneText[side]} testId="new-message-no-contacts" />
          ) : (
            <Stack spacing={2} sx={{ pt: 0.5 }}>
              <DialogContentText>{text.intro[side]}</DialogContentText>
              <TextField
                select
                label={text.child}
                value={childId}
                onChange={(event) => setChildId(Number(event.target.value))}
                fullWidth
                slotProps={{ htmlInput: { 'data-testid': 'new-message-child' } }}
              >
                {children.map((child) => (
                  <MenuItem key={child.id} value={child.id}>
                    {personName(child)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={text.person[side]}
                value={people.some((contact) => contact.person.id === personId) ? personId : ''}
                onChange={(event) => setPersonId(Number(event.target.value))}
                fullWidth
                helperText={chosen && chosen.classNames.length > 0 ? text.classes(chosen.classNames) : ' '}
                slotProps={{ htmlInput: { 'data-testid': 'new-message-person' } }}
              >
                {people.map((contact) => (
                  <MenuItem key={contact.person.id} value={contact.person.id}>
                    {personName(contact.person)}
                  </MenuItem>
                ))}
              </TextField>
              <MessageField
                id="new-message-body"
                label={messagesTexts.composer.label}
                value={body}
                onChange={(next) => {
                  setBody(next);
                  if (error) setError(null);
                }}
                onSubmit={send}
                error={error}
                placeholder={messagesTexts.composer.placeholder}
                minRows={4}
                testId="new-message-body"
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy} data-testid="new-message-cancel">
            {text.cancel}
          </Button>
          {ready && (
            <Button type="submit" variant="contained" disabled={!canSend} data-testid="new-message-send">
              {busy ? text.sending : text.send}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
