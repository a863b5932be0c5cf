import Groups from '@mui/icons-material/Groups';
import { errorText } from '../../../api/game-api';
import { learningTexts } from '../../../i18n/learning';
import { Panel } from '../../../components/Panel';
import { EmptyState, ErrorState, LoadingBlocks } from '../../../components/states';
import { PeerComparisonChart } from './PeerComparisonChart';
import { usePeerComparison } from '../../queries';

const text = learningTexts.analytics.peers;

/** The student's classes (at most 5): class average against the student's own progress. */
export function PeerComparisonPanel() {
  const peers = usePeerComparison();
  return (
    <Panel title={text.title} icon={<Groups />} testId="analytics-peers">
      {peers.isPending ? (
        <LoadingBlocks rows={3} height={40} />
      ) : !peers.data ? (
        <ErrorState message={errorText(peers.error, learningTexts.apiErrors.peerComparison)} onRetry={() => void peers.refetch()} />
      ) : peers.data.length === 0 ? (
        <EmptyState icon={<Groups fontSize="inherit" />} title={text.empty} />
      ) : (
        <PeerComparisonChart entries={peers.data} />
      )}
    </Panel>
  );
}
