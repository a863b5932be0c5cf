import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { useInput } from 'react-admin';
import { errorText } from '../../api/game-api';
import { PersonAvatar } from '../../components/person-look';
import { useToast } from '../../components/Toasts';
import { teacherProfileTexts } from '../../i18n/teacher-profile';
import { uploadPicture } from './upload-picture';

const text = teacherProfileTexts.form;

/**
 * The teacher's picture: a round preview (initials without one), Upload (the file goes to the
 * server at once; its address becomes the avatar the form saves) and Remove.
 */
export function PictureInput({ name, disabled }: { name: string; disabled?: boolean }) {
  const { field } = useInput<string>({ source: 'avatar' });
  const avatar = typeof field.value === 'string' ? field.value : '';
  const chooser = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const toast = useToast();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      field.onChange(await uploadPicture(file));
    } catch (error) {
      toast.error(errorText(error, teacherProfileTexts.apiErrors.upload));
    } finally {
      setUploading(false);
      if (chooser.current) chooser.current.value = '';
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="profile-picture">
      <PersonAvatar avatar={avatar || null} name={name} size={88} label={text.pictureOf(name)} />
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="p">
          {text.picture}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={uploading ? <CircularProgress size={16} aria-hidden /> : <PhotoCamera aria-hidden />}
            disabled={disabled || uploading}
            onClick={() => chooser.current?.click()}
            data-testid="profile-picture-upload"
          >
            {uploading ? text.uploading : avatar ? text.changePicture : text.uploadPicture}
          </Button>
          {avatar && (
            <Button variant="text" size="small" color="inherit" startIcon={<DeleteOutlined aria-hidden />} disabled={disabled || uploading} onClick={() => field.onChange('')} data-testid="profile-picture-remove">
              {text.removePicture}
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {text.pictureHint}
        </Typography>
        <input
          ref={chooser}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          hidden
          onChange={(event) => void upload(event.target.files?.[0])}
          data-testid="profile-picture-file"
        />
      </Stack>
    </Stack>
  );
}
