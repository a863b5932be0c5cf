import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { CONTENT_DATA_LIMITS as L } from '../../../../../domain/content/content-data';
import { editorTexts } from '../../../i18n/editors';
import { DurationProbe } from './DurationProbe';
import { FieldProblem } from './FieldProblem';
import type { VideoMaterial } from './material';
import { mediaAddressOf, rememberMediaAddress } from './media-previews';
import { useProblem } from './problems-context';
import { TextInputField } from './TextInputField';
import { UploadButton } from './UploadButton';

const text = editorTexts.video;

type Source = 'upload' | 'address';

/**
 * Where a video plays from: an uploaded MP4 (its length comes with the upload's answer) or an
 * outside address (its length read from the video when it loads). Choosing one clears the other, as
 * a video has exactly one.
 */
export function VideoSourceField({ value, onChange }: { value: VideoMaterial; onChange(next: VideoMaterial): void }) {
  const [source, setSource] = useState<Source>(value.videoUrl ? 'address' : 'upload');
  const mediaProblem = useProblem('contentData.mediaKey');
  const preview = mediaAddressOf(value.mediaKey);
  const durationEmpty = value.durationSeconds === undefined || value.durationSeconds === '';

  const choose = (next: Source) => {
    setSource(next);
    if (next === 'address' && value.mediaKey) onChange({ ...value, mediaKey: undefined });
    if (next === 'upload' && value.videoUrl) onChange({ ...value, videoUrl: undefined });
  };

  return (
    <Stack spacing={1.5}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
          {text.source}
        </FormLabel>
        <RadioGroup row value={source} onChange={(event) => choose(event.target.value as Source)}>
          <FormControlLabel value="upload" control={<Radio sx={{ width: 44, height: 44 }} />} label={text.sourceUpload} data-testid="video-source-upload" />
          <FormControlLabel value="address" control={<Radio sx={{ width: 44, height: 44 }} />} label={text.sourceAddress} data-testid="video-source-address" />
        </RadioGroup>
      </Box>
      {source === 'upload' ? (
        <Stack spacing={1}>
          {value.mediaKey && (
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="video-uploaded">
              <CheckCircle color="success" aria-hidden /> {preview ? text.uploaded : text.stored}
            </Typography>
          )}
          {preview && <Box component="video" src={preview} controls preload="metadata" playsInline sx={{ width: '100%', maxWidth: 420, borderRadius: 1, bgcolor: 'common.black' }} data-testid="video-upload-preview" />}
          <UploadButton
            kind="video"
            label={value.mediaKey ? text.replace : text.upload}
            testId="video-upload"
            onUploaded={(media) => {
              rememberMediaAddress(media.key, media.url);
              onChange({ ...value, videoUrl: undefined, mediaKey: media.key, durationSeconds: media.durationSeconds ?? value.durationSeconds });
            }}
          />
          <FieldProblem message={mediaProblem} />
        </Stack>
      ) : (
        <>
          <TextInputField
            label={text.address}
            value={value.videoUrl}
            onChange={(videoUrl) => onChange({ ...value, mediaKey: undefined, videoUrl })}
            path="contentData.videoUrl"
            testId="video-url"
            type="url"
            maxLength={L.urlMax}
            hint={text.addressHint}
          />
          <DurationProbe url={value.videoUrl} onDuration={(durationSeconds) => durationEmpty && onChange({ ...value, durationSeconds })} />
        </>
      )}
    </Stack>
  );
}
