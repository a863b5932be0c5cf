import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Send from '@mui/icons-material/Send';
import { errorText } from '../api/game-api';
import { messagesTexts } from '../i18n/messages';
import { MessageField, sendable } from './MessageField';

const text = messagesTexts.composer;

/**
 * The reply box under a conversation: Send is off while the text is blank or too long; a refusal
 * (read-only, the hourly limit, the server's checks) is said in words and the text is kept.
 */
export function Composer({ threadId, onSend }: { threadId: number; onSend(body: string): Promise<unknown> }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (busy || !sendable(body)) return;
    setBusy(true);
    setError(null);
    try {
      await onSend(body.trim());
      setBody('');
    } catch (failure) {
      setError(errorText(failure, messagesTexts.apiErrors.send));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }} data-testid="message-composer">
      <MessageField
        id={`message-composer-${threadId}`}
        label={text.label}
        value={body}
        onChange={(next) => {
          setBody(next);
          if (error) setError(null);
        }}
        onSubmit={() => void send()}
        error={error}
        placeholder={messagesTexts.composer.placeholder}
        testId="message-input"
      />
      <Button type="submit" variant="contained" endIcon={<Send />} disabled={busy || !sendable(body)} sx={{ mt: 1, flexShrink: 0 }} data-testid="message-send">
        {busy ? text.sending : text.send}
      </Button>
    </Box>
  );
}
