import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Face from '@mui/icons-material/Face';
import { AVATAR_PICTURES, avatarPicturePath } from '../../../domain/accounts/avatar';
import { errorText } from '../api/game-api';
import { useToast } from '../components/Toasts';
import { avatarTexts as text } from '../i18n';
import { PlayerAvatar } from '../components/game-look';
import { useGamingProfile, useSaveStudentProfile } from './queries';

/** The emoji offered besides the pictures (the server takes any single emoji). */
const EMOJI_CHOICES = ['🦊', '🦉', '🐱', '🐻', '🐰', '🐼', '🐸', '🐧', '🦁', '🐯', '🐵', '🐶', '🦄', '🐲', '🐙', '🤖', '👽', '👻', '🚀', '⭐', '🌈', '⚽', '🎨', '📚'];

function Choice({ label, chosen, disabled, onClick, children, testId }: { label: string; chosen: boolean; disabled: boolean; onClick(): void; children: ReactNode; testId: string }) {
  return (
    <ButtonBase
      aria-label={label}
      aria-pressed={chosen}
      title={label}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
      sx={{
        width: 52,
        height: 52,
        borderRadius: '50%',
        fontSize: 30,
        border: 3,
        borderColor: chosen ? 'primary.main' : 'transparent',
        '&:hover, &.Mui-focusVisible': { borderColor: chosen ? 'primary.main' : 'divider' },
      }}
    >
      {children}
    </ButtonBase>
  );
}

/** The student's avatar: one of the app's pictures, an emoji, or none; each choice is saved at once. */
export function AvatarPanel() {
  const toast = useToast();
  const gaming = useGamingProfile();
  const { mutateAsync: saveProfile } = useSaveStudentProfile();
  const [avatar, setAvatar] = useState<string | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (gaming.data) setAvatar(gaming.data.avatar);
  }, [gaming.data]);

  const choose = async (next: string | null) => {
    const before = avatar;
    setAvatar(next);
    setSaving(true);
    try {
      await saveProfile({ avatar: next ?? '' });
      toast.success(next ? text.saved : text.removed);
    } catch (error) {
      setAvatar(before);
      toast.error(errorText(error, text.failed));
    } finally {
      setSaving(false);
    }
  };

  const disabled = avatar === undefined || saving;
  return (
    <Paper elevation={2} sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="avatar-title" data-testid="avatar-panel">
      <Typography id="avatar-title" variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Face color="primary" aria-hidden /> {text.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text.intro}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Box data-testid="avatar-current">
          <PlayerAvatar avatar={avatar} name="?" size={64} label={text.current} />
        </Box>
        <Box>
          <Button variant="outlined" disabled={disabled || avatar === null} onClick={() => choose(null)}>
            {text.none}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {text.noneHint}
          </Typography>
        </Box>
      </Stack>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {text.pictures}
      </Typography>
      <Box role="group" aria-label={text.pictures} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 2 }}>
        {AVATAR_PICTURES.map((name) => {
          const path = avatarPicturePath(name);
          const label = text.picture(text.pictureNames[name]);
          return (
            <Choice key={name} label={label} chosen={avatar === path} disabled={disabled} onClick={() => choose(path)} testId={`avatar-picture-${name}`}>
              <Box component="img" src={path} alt="" sx={{ width: 44, height: 44, display: 'block' }} />
            </Choice>
          );
        })}
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {text.emoji}
      </Typography>
      <Box role="group" aria-label={text.emoji} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {EMOJI_CHOICES.map((emoji) => (
          <Choice key={emoji} label={text.emojiChoice(emoji)} chosen={avatar === emoji} disabled={disabled} onClick={() => choose(emoji)} testId="avatar-emoji">
            <span aria-hidden>{emoji}</span>
          </Choice>
        ))}
      </Box>
    </Paper>
  );
}
