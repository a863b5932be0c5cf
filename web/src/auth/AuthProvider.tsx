import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import * as authApi from '../api/auth-api';
import { getAccessToken, setAccessToken } from '../api/access-token';
import { onSessionEnded, restoreSession } from '../api/session-refresh';
import { clearStoredLogin, forgetLegacyLogin } from '../api/storage';
import type { AuthResponse, LoginPayload, RegisterPayload, SessionUser } from '../api/types';
import { FullScreenLoading } from '../layout/FullScreenLoading';
import { AuthContext, type AuthContextValue, type SessionStatus } from './auth-context';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

/**
 * Holds the signed-in user. The access token is kept in memory only, so at start (and after a reload)
 * the refresh cookie is exchanged for a new one before anything is shown: a loading state meanwhile,
 * never a flash of /login for a user who is signed in.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [session, setSession] = useState<SessionState>({ status: 'loading', user: null });
  // Counts sign-ins and sign-outs, so a restore that finishes after one of them changes nothing.
  const changes = useRef(0);

  useEffect(() => {
    forgetLegacyLogin();
    const startedAt = changes.current;
    const stale = () => changes.current !== startedAt;
    void (async () => {
      const token = await restoreSession();
      if (stale()) return;
      if (!token) {
        setSession({ status: 'anonymous', user: null });
        return;
      }
      try {
        const user = await authApi.fetchSessionUser();
        if (!stale()) setSession({ status: 'authenticated', user });
      } catch {
        if (stale()) return;
        setAccessToken(null);
        clearStoredLogin();
        setSession({ status: 'anonymous', user: null });
      }
    })();
    // Ending the effect (a remount) makes its late answer stale too.
    return () => {
      changes.current += 1;
    };
  }, []);

  // The token could not be refreshed: the sign-in is gone, back to the sign-in page.
  useEffect(
    () =>
      onSessionEnded(() => {
        setSession({ status: 'anonymous', user: null });
        navigate('/login', { replace: true });
      }),
    [navigate],
  );

  const startSession = useCallback(async ({ jwt, user }: AuthResponse): Promise<SessionUser> => {
    changes.current += 1;
    setAccessToken(jwt);
    let sessionUser: SessionUser;
    try {
      sessionUser = await authApi.fetchSessionUser();
    } catch {
      sessionUser = authApi.sessionUserFromBasic(user);
    }
    setSession({ status: 'authenticated', user: sessionUser });
    return sessionUser;
  }, []);

  const login = useCallback(
    async (payload: LoginPayload) => startSession(await authApi.login(payload)),
    [startSession],
  );

  const register = useCallback(
    async (payload: RegisterPayload) => startSession(await authApi.register(payload)),
    [startSession],
  );

  const logout = useCallback(async () => {
    changes.current += 1;
    const token = getAccessToken();
    setAccessToken(null);
    clearStoredLogin();
    setSession({ status: 'anonymous', user: null });
    await authApi.logoutOnServer(token);
  }, []);

  const reloadUser = useCallback(async () => {
    if (!getAccessToken()) return null;
    try {
      const user = await authApi.fetchSessionUser();
      setSession({ status: 'authenticated', user });
      return user;
    } catch {
      return null;
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session.user,
      status: session.status,
      isLoading: session.status === 'loading',
      isAuthenticated: session.status === 'authenticated' && session.user !== null,
      login,
      register,
      logout,
      reloadUser,
    }),
    [session, login, register, logout, reloadUser],
  );

  return <AuthContext.Provider value={value}>{session.status === 'loading' ? <FullScreenLoading /> : children}</AuthContext.Provider>;
}
