import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import { errorText } from '../api/game-api';
import { privacyApi } from '../api/privacy-api';
import { useToast } from '../components/Toasts';
import { privacyTexts } from '../i18n/privacy';

const text = privacyTexts.panel;

/** Download my data: the account's JSON file, saved by the browser under the name the server gives. */
export function DownloadDataButton({ variant = 'outlined' }: { variant?: ButtonProps['variant'] }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      toast.success(text.downloaded(await privacyApi.downloadMyData()));
    } catch (error) {
      toast.error(errorText(error, privacyTexts.apiErrors.download));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant={variant} startIcon={<Download />} onClick={download} disabled={busy} sx={{ minHeight: 44 }} data-testid="download-my-data">
      {busy ? text.downloading : text.download}
    </Button>
  );
}
