import { lazy, Suspense, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { AuthProvider } from './auth/AuthProvider';
import { LoginPage } from './auth/LoginPage';
import { ProtectedRoute } from './auth/ProtectedRoute';
import { ToastProvider } from './components/Toasts';
import { t } from './i18n';
import { ErrorBoundary } from './layout/ErrorBoundary';
import { FullScreenLoading } from './layout/FullScreenLoading';
import { muiTheme } from './theme';

/** A page loaded only when its route is visited, so the sign-in page stays small. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const RegisterPage = page(() => import('./auth/RegisterPage'), 'RegisterPage');
const DashboardPage = page(() => import('./pages/DashboardPage'), 'DashboardPage');
const AboutPage = page(() => import('./pages/AboutPage'), 'AboutPage');
const StudentDashboard = page(() => import('./student/StudentDashboard'), 'StudentDashboard');
const TeacherDashboard = page(() => import('./teacher/TeacherDashboard'), 'TeacherDashboard');
const ParentDashboard = page(() => import('./parent/ParentDashboard'), 'ParentDashboard');
const SponsorDashboard = page(() => import('./sponsor/SponsorDashboard'), 'SponsorDashboard');

export function AppRoutes() {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.pathname}>
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
    <ThemeProvider theme={muiTheme}>
      <CssBaseline />
      <BrowserRouter>
        <SkipLink />
        <ToastProvider>
          <AuthProvider>
            <AppRoutes />
          </AuthProvider>
        </ToastProvider>
      </BrowserRouter>
    </ThemeProvider>
  );
}
