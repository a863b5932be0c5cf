import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import * as authApi from '../api/auth-api';
import { ensureCsrf } from '../api/csrf';
import { onSessionEnded } from '../api/http-client';
import { clearStoredLogin, getStoredToken, storeLogin } from '../api/storage';
import type { AuthResponse, LoginPayload, RegisterPayload, SessionUser } from '../api/types';
import { AuthContext, type AuthContextValue, type SessionStatus } from './auth-context';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

/** Holds the signed-in user; restores it from the stored token at start. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [session, setSession] = useState<SessionState>(() =>
    getStoredToken() ? { status: 'loading', user: null } : { status: 'anonymous', user: null },
  );

  useEffect(() => {
    void ensureCsrf();
    if (!getStoredToken()) return;
    let cancelled = false;
    authApi
      .fetchSessionUser()
      .then((user) => {
        if (!cancelled) setSession({ status: 'authenticated', user });
      })
      .catch(() => {
        if (cancelled) return;
        clearStoredLogin();
        setSession({ status: 'anonymous', user: null });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  // The token could not be refreshed: the stored login is gone, back to the sign-in page.
  useEffect(
    () =>
      onSessionEnded(() => {
        setSession({ status: 'anonymous', user: null });
        navigate('/login', { replace: true });
      }),
    [navigate],
  );

  const startSession = useCallback(async ({ jwt, user }: AuthResponse): Promise<SessionUser> => {
    storeLogin(jwt, user.id);
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
    const token = getStoredToken();
    clearStoredLogin();
    setSession({ status: 'anonymous', user: null });
    await authApi.logoutOnServer(token);
  }, []);

  const reloadUser = useCallback(async () => {
    if (!getStoredToken()) return null;
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

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
