import Box from '@mui/material/Box';
import Inbox from '@mui/icons-material/Inbox';
import { resolveTimeZone } from '../../../../domain/shared/calendar';
import { errorText } from '../../api/game-api';
import { useAuth } from '../../auth/auth-context';
import { learningTexts } from '../../i18n/learning';
import { Panel } from '../../components/Panel';
import { EmptyState, ErrorState, LoadingBlocks } from '../../components/states';
import { useNow } from '../../hooks/use-now';
import { ReceivedChallengeRow } from './ReceivedChallengeRow';
import { useReceivedChallenges } from '../queries';

const text = learningTexts.received;

/** The challenges other students sent, newest first. */
export function ReceivedChallenges() {
  const { user } = useAuth();
  const now = useNow();
  const received = useReceivedChallenges();
  const timeZone = resolveTimeZone(user?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);

  return (
    <Panel title={text.title} icon={<Inbox />} testId="received-challenges">
      {received.isPending ? (
        <LoadingBlocks rows={2} height={56} />
      ) : !received.data ? (
        <ErrorState message={errorText(received.error, learningTexts.apiErrors.receivedChallenges)} onRetry={() => void received.refetch()} />
      ) : received.data.length === 0 ? (
        <EmptyState icon={<Inbox fontSize="inherit" />} title={text.empty} />
      ) : (
        <Box component="ul" aria-label={text.listLabel} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {received.data.map((challenge) => (
            <ReceivedChallengeRow key={challenge.id} challenge={challenge} now={now} timeZone={timeZone} />
          ))}
        </Box>
      )}
    </Panel>
  );
}
