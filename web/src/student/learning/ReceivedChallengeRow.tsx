import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { relativeTimeWords } from '../../../../domain/classes/relative-time';
import type { ReceivedChallenge } from '../../api/learning-api';
import { learningTexts } from '../../i18n/learning';
import { formatDateTime } from '../../i18n/format';
import { PlayerAvatar } from '../../components/game-look';
import { senderName } from './challenge-sender';

const text = learningTexts.received;

/** One challenge: who sent it, what kind, their message and how long ago. */
export function ReceivedChallengeRow({ challenge, now, timeZone }: { challenge: ReceivedChallenge; now: Date; timeZone: string }) {
  const name = senderName(challenge.from);
  const sent = new Date(challenge.createdAt);
  const valid = !Number.isNaN(sent.getTime());
  return (
    <Stack component="li" direction="row" spacing={1.5} sx={{ py: 1.5, borderBottom: '1px solid', borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }} data-testid="received-challenge" data-challenge-id={challenge.id}>
      <PlayerAvatar avatar={challenge.from.avatar} name={name} size={40} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography sx={{ fontWeight: 700 }} component="p">
            {text.from(name)}
          </Typography>
          <Chip size="small" color="primary" variant="outlined" label={text.types[challenge.challengeType] ?? challenge.challengeType} />
        </Stack>
        {challenge.message && challenge.message.trim() && (
          <Typography variant="body2" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
            {challenge.message}
          </Typography>
        )}
        {valid && (
          <Typography variant="caption" color="text.secondary" component="time" dateTime={challenge.createdAt} title={formatDateTime(sent)}>
            {relativeTimeWords(sent, now, timeZone)}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
