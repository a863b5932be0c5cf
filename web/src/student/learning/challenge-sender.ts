import type { ReceivedChallenge } from '../../api/learning-api';

/** The sender as other students see them: first name and last initial ('Ada L.'), else the username. */
export function senderName(from: ReceivedChallenge['from']): string {
  const first = from.firstName?.trim();
  if (!first) return from.username;
  const initial = from.lastInitial?.trim().replace(/\.$/, '');
  return initial ? `${first} ${initial}.` : first;
}
