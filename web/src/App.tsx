import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { AuthProvider } from './auth/AuthProvider';
import { LoginPage } from './auth/LoginPage';
import { ProtectedRoute } from './auth/ProtectedRoute';
import { ToastProvider } from './components/Toasts';
import { t } from './i18n';
import { ErrorBoundary } from './layout/ErrorBoundary';
import { FullScreenLoading } from './layout/FullScreenLoading';
import {
  AboutPage,
  DashboardPage,
  ParentDashboard,
  RegisterPage,
  retryFailedPages,
  SponsorDashboard,
  StudentDashboard,
  TeacherDashboard,
  ContentPage,
} from './lazy-pages';
import { ThemeModeProvider } from './theme-mode';

export function AppRoutes() {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.pathname} onReset={retryFailedPages}>
      <Suspense fallback={<FullScreenLoading />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/about" element={<AboutPage />} />
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
          <Route
            path="/sponsor/dashboard"
            element={
              <ProtectedRoute allowedRoles={['sponsor']} redirectTo="/dashboard">
                <SponsorDashboard />
              </ProtectedRoute>
            }
          />
          <Route path="/" element={<Navigate to="/login" replace />} />
          <Route path="*" element={<Navigate to="/login" replace />} />
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

export function App() {
  return (
    <ThemeModeProvider>
      <BrowserRouter>
        <SkipLink />
        <ToastProvider>
          <AuthProvider>
            <AppRoutes />
          </AuthProvider>
        </ToastProvider>
      </BrowserRouter>
    </ThemeModeProvider>
  );
}
