import Groups from '@mui/icons-material/Groups';
import { errorText } from '../../../api/game-api';
import { learningApi } from '../../../api/learning-api';
import { learningTexts } from '../../../i18n/learning';
import { Panel } from '../../../components/Panel';
import { EmptyState, ErrorState, LoadingBlocks } from '../../../components/states';
import { useResource } from '../../../hooks/use-resource';
import { PeerComparisonChart } from './PeerComparisonChart';

const text = learningTexts.analytics.peers;

/** The student's classes (at most 5): class average against the student's own progress. */
export function PeerComparisonPanel({ version }: { version: number }) {
  const peers = useResource(() => learningApi.peerComparison(), [version]);
  return (
    <Panel title={text.title} icon={<Groups />} testId="analytics-peers">
      {peers.loading ? (
        <LoadingBlocks rows={3} height={40} />
      ) : !peers.data ? (
        <ErrorState message={errorText(peers.error, learningTexts.apiErrors.peerComparison)} onRetry={peers.reload} />
      ) : peers.data.length === 0 ? (
        <EmptyState icon={<Groups fontSize="inherit" />} title={text.empty} />
      ) : (
        <PeerComparisonChart entries={peers.data} />
      )}
    </Panel>
  );
}
