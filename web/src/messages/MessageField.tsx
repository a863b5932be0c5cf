import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { MESSAGE_MAX_LENGTH, messageBodyProblem, tidyMessageBody } from '../../../domain/messages/message-rules';
import { messagesTexts } from '../i18n/messages';

const text = messagesTexts.composer;

/** The count shows from this many characters on, as the text nears the limit. */
const COUNT_FROM = MESSAGE_MAX_LENGTH - 200;

/** Characters as the server counts them (a pair of surrogates is one). */
export const characterCount = (body: string) => [...body].length;

/** Whether a text may be sent: something besides blank space, and no more than the limit. */
export const sendable = (body: string) => messageBodyProblem(tidyMessageBody(body)) === null;

/**
 * A message's (or an announcement's) text: a textarea that grows, the character count near the
 * 2,000 limit, the refusal of the last try in words, and Ctrl+Enter (⌘+Enter) to send.
 */
export function MessageField({
  id,
  label,
  value,
  onChange,
  onSubmit,
  error,
  disabled,
  autoFocus,
  minRows = 2,
  placeholder,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onSubmit(): void;
  error: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
  minRows?: number;
  placeholder?: string;
  testId: string;
}) {
  const used = characterCount(value);
  const over = used - MESSAGE_MAX_LENGTH;
  const countShown = used >= COUNT_FROM;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  };
  const problem = error ?? (over > 0 ? text.tooLong(over) : null);
  return (
    <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
      <TextField
        id={id}
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        multiline
        minRows={minRows}
        maxRows={8}
        fullWidth
        autoFocus={autoFocus}
        disabled={disabled}
        error={problem !== null}
        slotProps={{ htmlInput: { 'data-testid': testId, 'aria-describedby': countShown ? `${id}-hint ${id}-count` : `${id}-hint` } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline', px: 0.5 }}>
        <Typography id={`${id}-hint`} variant="caption" color={problem ? 'error' : 'text.secondary'} role={problem ? 'alert' : undefined} data-testid={`${testId}-hint`}>
          {problem ?? text.hint}
        </Typography>
        {countShown && (
          <Typography id={`${id}-count`} variant="caption" color={over > 0 ? 'error' : 'text.secondary'} sx={{ flexShrink: 0 }} data-testid={`${testId}-count`}>
            <span aria-hidden>{text.count(used, MESSAGE_MAX_LENGTH)}</span>
            <Box component="span" sx={visuallyHidden}>
              {text.countLabel(used, MESSAGE_MAX_LENGTH)}
            </Box>
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
