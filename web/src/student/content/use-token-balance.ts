import { useCallback, useEffect, useState } from 'react';
import { gameApi } from '../../api/game-api';
import { useAuth } from '../../auth/auth-context';
import { useResource } from '../../hooks/use-resource';

export interface TokenBalance {
  /** The student's tokens; null while unknown (loading, failed, or not a student). */
  balance: number | null;
  /** Shows a balance the server just answered (after an enroll) until the profile reloads. */
  setBalance(balance: number): void;
}

/** The student's token balance from the game profile, reloaded whenever `version` changes. */
export function useTokenBalance(version: number): TokenBalance {
  const { user } = useAuth();
  const isStudent = user?.userRole === 'student';
  const profile = useResource(() => (isStudent ? gameApi.gaming() : Promise.resolve(null)), [version, isStudent]);
  const [answered, setAnswered] = useState<number | null>(null);

  // A fresh profile is the truth again.
  useEffect(() => {
    if (profile.data) setAnswered(null);
  }, [profile.data]);

  const setBalance = useCallback((balance: number) => setAnswered(balance), []);
  const fromSession = isStudent && typeof user?.tokenBalance === 'number' ? user.tokenBalance : null;
  return { balance: answered ?? profile.data?.tokenBalance ?? (profile.loading ? null : fromSession), setBalance };
}
