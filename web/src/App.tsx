import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { useAuth } from './auth/auth-context';
import { AuthProvider } from './auth/AuthProvider';
import { GuestOnlyRoute } from './auth/GuestOnlyRoute';
import { LoginPage } from './auth/LoginPage';
import { ProtectedRoute } from './auth/ProtectedRoute';
import { ToastProvider } from './components/Toasts';
import { t } from './i18n';
import { ErrorBoundary } from './layout/ErrorBoundary';
import { FullScreenLoading } from './layout/FullScreenLoading';
import {
  AboutPage,
  DashboardPage,
  ForgotPasswordPage,
  HelpPage,
  HomePage,
  NotFoundPage,
  ParentDashboard,
  PrivacyPolicyPage,
  RegisterPage,
  ResetPasswordPage,
  retryFailedPages,
  SponsorDashboard,
  StudentDashboard,
  TeacherDashboard,
  TermsPage,
  ContentPage,
} from './lazy-pages';
import { ThemeModeProvider } from './theme-mode';

/** The app's one react-admin root, loaded with the dashboards whose tables it serves. */
const SignedInData = lazy(() => import('./signed-in-data'));
const AdminRoot = lazy(() => import('./admin/AdminRoot').then((module) => ({ default: module.AdminRoot })));

export function AppRoutes() {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.pathname} onReset={retryFailedPages}>
      <Suspense fallback={<FullScreenLoading />}>
        <Routes>
          <Route
            path="/login"
            element={
              <GuestOnlyRoute key="login">
                <LoginPage />
              </GuestOnlyRoute>
            }
          />
          <Route
            path="/register"
            element={
              <GuestOnlyRoute key="register">
                <RegisterPage />
              </GuestOnlyRoute>
            }
          />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/about" element={<AboutPage />} />
          <Route path="/help" element={<HelpPage />} />
          <Route path="/privacy" element={<PrivacyPolicyPage />} />
          <Route path="/terms" element={<TermsPage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route
            path="/student/dashboard"
            element={
              <ProtectedRoute>
                <StudentDashboard />
              </ProtectedRoute>
            }
          />
          <Route
            path="/student/content/:id"
            element={
              <ProtectedRoute>
                <ContentPage />
              </ProtectedRoute>
            }
          />
          <Route element={<AdminRoot />}>
            <Route
              path="/teacher/dashboard"
              element={
                <ProtectedRoute>
                  <TeacherDashboard />
                </ProtectedRoute>
              }
            />
            <Route
              path="/parent/dashboard"
              element={
                <ProtectedRoute>
                  <ParentDashboard />
                </ProtectedRoute>
              }
            />
          </Route>
          <Route
            path="/sponsor/dashboard"
            element={
              <ProtectedRoute allowedRoles={['sponsor']} redirectTo="/dashboard">
                <SponsorDashboard />
              </ProtectedRoute>
            }
          />
          <Route
            path="/"
            element={
              <GuestOnlyRoute key="home">
                <HomePage />
              </GuestOnlyRoute>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'common.white',
        '&:focus': { top: 8 },
      }}
    >
      {t.app.skipToContent}
    </Box>
  );
}

/** Signed in, the screens get the query cache and the user's settings; signed out, the pages need neither. */
function DataForWhoIsSignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user) return <>{children}</>;
  return (
    <Suspense fallback={<FullScreenLoading />}>
      <SignedInData>{children}</SignedInData>
    </Suspense>
  );
}

export function App() {
  return (
    <ThemeModeProvider>
      <BrowserRouter>
        <SkipLink />
        <ToastProvider>
          <AuthProvider>
            <DataForWhoIsSignedIn>
              <AppRoutes />
            </DataForWhoIsSignedIn>
          </AuthProvider>
        </ToastProvider>
      </BrowserRouter>
    </ThemeModeProvider>
  );
}
