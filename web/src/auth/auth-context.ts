import { createContext, useContext } from 'react';
import type { LoginPayload, RegisterPayload, SessionUser } from '../api/types';
import { t } from '../i18n';

/** loading while the stored login is checked at start, then authenticated or anonymous. */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  user: SessionUser | null;
  status: SessionStatus;
  isLoading: boolean;
  isAuthenticated: boolean;
  login(payload: LoginPayload): Promise<SessionUser>;
  register(payload: RegisterPayload): Promise<SessionUser>;
  logout(): Promise<void>;
  /** Loads the session user again (after a change of balance or profile). */
  reloadUser(): Promise<SessionUser | null>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(t.errors.useAuthOutsideProvider);
  return value;
}
