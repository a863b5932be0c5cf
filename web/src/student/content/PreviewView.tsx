import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import type { ContentDetail } from '../../api/content-api';
import { useAuth } from '../../auth/auth-context';
import { contentTexts } from '../../i18n/content';
import { TokenIcon } from '../../components/game-look';
import { ContentHeader } from './ContentHeader';
import { EnrollButton } from './EnrollButton';
import { EnrollDialog, type EnrollChoice } from './EnrollDialog';
import { PreviewPanel } from './PreviewPanel';
import { useEnroll } from './use-enroll';
import { useTokenBalance } from './use-token-balance';
import { useContentAccess } from '../queries';

const text = contentTexts;

/** The content page of someone not enrolled: the preview with its countdown, and Enroll for students. */
export function PreviewView({ detail }: { detail: ContentDetail }) {
  const { user, reloadUser } = useAuth();
  const isStudent = user?.userRole === 'student';
  const { balance, setBalance } = useTokenBalance();
  const [confirming, setConfirming] = useState<EnrollChoice | null>(null);
  // Whether a sponsor's pool pays the price: the detail does not say, the access info does.
  const access = useContentAccess(detail.id, isStudent);
  const sponsored = access.data?.[String(detail.id)]?.sponsored === true && detail.tokenPrice > 0;

  const enrolled = useCallback(
    (_card: unknown, result: { tokenBalance: number }) => {
      if (typeof result?.tokenBalance === 'number') setBalance(result.tokenBalance);
      void reloadUser().catch(() => undefined);
    },
    [setBalance, reloadUser],
  );
  const { enroll, busyId } = useEnroll({ onEnrolled: enrolled });

  const confirm = async (choice: EnrollChoice) => {
    const outcome = await enroll(choice);
    if (outcome !== 'failed') setConfirming(null);
  };

  return (
    <>
      <ContentHeader detail={detail} progress={null} />
      <Paper elevation={2} sx={{ p: { xs: 1.5, sm: 3 } }} component="section" aria-labelledby="preview-view-title" data-testid="content-preview">
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1.5, mb: 2 }}>
          <Typography id="preview-view-title" variant="h6" component="h2" sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 1 }}>
            <Visibility color="primary" aria-hidden /> {text.preview.notice}
          </Typography>
          {isStudent && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              {balance !== null && (
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  <TokenIcon /> {text.browse.balance(balance)}
                </Typography>
              )}
              <EnrollButton
                price={detail.tokenPrice}
                balance={balance}
                title={detail.title}
                sponsored={sponsored}
                busy={busyId !== null}
                onClick={() => setConfirming({ ...detail, sponsored })}
              />
            </Stack>
          )}
        </Stack>
        {!isStudent && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {text.page.notStudent}
          </Alert>
        )}
        <PreviewPanel detail={detail} />
      </Paper>
      <EnrollDialog choice={confirming} balance={balance} busy={busyId !== null} onConfirm={confirm} onClose={() => setConfirming(null)} />
    </>
  );
}
