import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { TextInput } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CONTENT_FORM_LIMITS } from '../../../../../domain/content/content-form';
import { editorTexts } from '../../../i18n/editors';
import { teacherTexts } from '../../../i18n/teacher';
import { UploadButton } from './UploadButton';

/** The picture at the address, small; nothing while there is none or it does not load. */
function ThumbnailPreview({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [url]);
  if (url.trim() === '' || failed) return null;
  return (
    <Box
      component="img"
      src={url.trim()}
      alt={editorTexts.thumbnail.preview}
      onError={() => setFailed(true)}
      sx={{ width: 160, maxWidth: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, border: '1px solid', borderColor: 'divider' }}
      data-testid="thumbnail-preview"
    />
  );
}

/** The thumbnail: an address typed, or a picture uploaded (its public address fills the field), with a preview. */
export function ThumbnailField() {
  const { setValue } = useFormContext();
  const { isSubmitted } = useFormState();
  const url = (useWatch({ name: 'thumbnailUrl' }) as string | undefined) ?? '';
  return (
    <Stack spacing={1}>
      <TextInput
        source="thumbnailUrl"
        label={teacherTexts.form.thumbnailUrl}
        fullWidth
        size="small"
        helperText={teacherTexts.form.thumbnailHint}
        slotProps={{ htmlInput: { maxLength: CONTENT_FORM_LIMITS.thumbnailUrlMax, 'data-testid': 'content-thumbnail' } }}
      />
      <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <UploadButton
          kind="image"
          label={editorTexts.thumbnail.upload}
          testId="thumbnail-upload"
          icon={<AddPhotoAlternate aria-hidden />}
          onUploaded={(media) => setValue('thumbnailUrl', media.url, { shouldDirty: true, shouldValidate: isSubmitted })}
        />
        <ThumbnailPreview url={url} />
      </Stack>
    </Stack>
  );
}
