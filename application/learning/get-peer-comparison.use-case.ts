import { averagePerformance, PEER_COMPARISON_LIMIT } from '../../domain/analytics/peer-comparison';
import { studentRead } from '../game/student-read';

/** The student's classes (at most 5) with each class's average progress beside the student's own. */
export class GetPeerComparisonUseCase extends studentRead(async (tx, player) => {
  const [classes, own] = await Promise.all([
    tx.learningAnalytics.classProgress(player.userId, PEER_COMPARISON_LIMIT),
    tx.learningAnalytics.ownProgress(player.userId),
  ]);
  return classes.map((entry) => ({
    class: { id: entry.id, name: entry.name, subject: entry.subject },
    averagePerformance: averagePerformance(entry, own),
  }));
}) {}
