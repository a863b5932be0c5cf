import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { errorText } from '../../api/game-api';
import { useAuth } from '../../auth/auth-context';
import { dashboardFor } from '../../auth/role-routes';
import { contentTexts } from '../../i18n/content';
import { DashboardLayout } from '../../layout/DashboardLayout';
import { ErrorState, LoadingBlocks } from '../../components/states';
import { LearnView } from './LearnView';
import { PreviewView } from './PreviewView';
import { useContentDetail } from '../queries';

const text = contentTexts.page;

/** The content id of the address, or null when it is not one. */
function contentIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /student/content/:id: plays a content item for its enrolled students and owner; the preview for others. */
export function ContentPage() {
  const { id: param } = useParams();
  const { user } = useAuth();
  const id = contentIdOf(param);
  const detail = useContentDetail(id);
  const content = detail.data && detail.data.id === id ? detail.data : null;
  const takes = content ? content.access.enrolled || content.access.isOwner || (content.access.hasAccess && !content.access.preview) : false;

  return (
    <DashboardLayout title={content?.title ?? text.title}>
      <Box sx={{ mb: 2 }}>
        <Button
          component={RouterLink}
          to={dashboardFor(user?.userRole) ?? '/dashboard'}
          startIcon={<ArrowBack aria-hidden />}
          variant="contained"
          color="inherit"
          sx={{ bgcolor: 'background.paper', color: 'text.primary', boxShadow: 2 }}
          data-testid="back-to-dashboard"
        >
          {text.back}
        </Button>
      </Box>
      {detail.isFetching && !content ? (
        <LoadingBlocks rows={3} height={120} label={text.loading} />
      ) : !content ? (
        <ErrorState message={errorText(detail.error, contentTexts.apiErrors.fetchContent)} onRetry={id === null ? undefined : () => void detail.refetch()} />
      ) : takes ? (
        // A new key after enrolling starts the player afresh with the enrollment.
        <LearnView key={`learn-${content.id}`} detail={content} />
      ) : (
        <PreviewView key={`preview-${content.id}`} detail={content} />
      )}
    </DashboardLayout>
  );
}
