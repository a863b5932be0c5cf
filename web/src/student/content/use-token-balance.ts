import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { useGamingProfile } from '../queries';

export interface TokenBalance {
  /** The student's tokens; null while unknown (loading, failed, or not a student). */
  balance: number | null;
  /** Shows a balance the server just answered (after an enroll) until the profile reloads. */
  setBalance(balance: number): void;
}

/** The student's token balance from the game profile, read again whenever the profile is invalidated. */
export function useTokenBalance(): TokenBalance {
  const { user } = useAuth();
  const isStudent = user?.userRole === 'student';
  const profile = useGamingProfile(isStudent);
  const [answered, setAnswered] = useState<number | null>(null);

  // A fresh profile is the truth again.
  useEffect(() => {
    if (profile.dataUpdatedAt > 0) setAnswered(null);
  }, [profile.dataUpdatedAt]);

  const setBalance = useCallback((balance: number) => setAnswered(balance), []);
  const fromSession = isStudent && typeof user?.tokenBalance === 'number' ? user.tokenBalance : null;
  return { balance: answered ?? profile.data?.tokenBalance ?? (profile.isPending ? null : fromSession), setBalance };
}
