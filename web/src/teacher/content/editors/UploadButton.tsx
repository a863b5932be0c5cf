import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { editorTexts } from '../../../i18n/editors';
import { TOUCH } from './touch';
import { uploadMedia, type MediaKind, type UploadedMedia } from '../../upload-media';

const ACCEPT: Record<MediaKind, string> = { video: 'video/mp4', image: 'image/jpeg,image/png,image/webp,image/gif', pdf: 'application/pdf' };

const text = editorTexts.upload;

/**
 * A button that uploads one file of a kind: a determinate bar while it goes, what went wrong in
 * words when it fails, `onUploaded` with the server's answer.
 */
export function UploadButton({ kind, label, testId, onUploaded, icon }: { kind: MediaKind; label: string; testId: string; onUploaded(media: UploadedMedia): void; icon?: ReactNode }) {
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const send = async (file: File) => {
    setError(null);
    setPercent(0);
    abort.current = new AbortController();
    try {
      onUploaded(await uploadMedia(file, kind, setPercent, abort.current.signal));
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : text.failed);
    } finally {
      setPercent(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <input
        ref={input}
        type="file"
        accept={ACCEPT[kind]}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
        data-testid={`${testId}-input`}
      />
      <Button variant="outlined" startIcon={icon ?? <UploadFile aria-hidden />} onClick={() => input.current?.click()} disabled={percent !== null} sx={TOUCH} data-testid={testId}>
        {label}
      </Button>
      {percent !== null && (
        <Box sx={{ mt: 1 }} data-testid={`${testId}-progress`}>
          <LinearProgress variant="determinate" value={percent} aria-label={text.progress} sx={{ height: 8, borderRadius: 4 }} />
          <Typography variant="body2" color="text.secondary" role="status">
            {text.uploading(percent)}
          </Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} data-testid={`${testId}-error`}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
