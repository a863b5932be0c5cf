import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Badge from '@mui/icons-material/Badge';
import { Form, NumberInput, TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { TEACHER_PROFILE_LIMITS as L, teacherProfileProblems } from '../../../../domain/teacher/teacher-profile-form';
import { ApiError } from '../../api/api-error';
import { errorText } from '../../api/game-api';
import { teacherApi, type TeacherProfile, type TeacherProfileChanges } from '../../api/teacher-api';
import { Panel } from '../../components/Panel';
import { personName } from '../../components/person-look';
import { ErrorState, LoadingBlocks } from '../../components/states';
import { useToast } from '../../components/Toasts';
import { teacherTexts } from '../../i18n/teacher';
import { teacherProfileProblemTexts, teacherProfileTexts } from '../../i18n/teacher-profile';
import { invalidateKeys } from '../../query-client';
import { teacherKeys, useTeacherHome } from '../queries';
import { PictureInput } from './PictureInput';
import { SubjectsInput } from './SubjectsInput';

const text = teacherProfileTexts.form;

/** What the form holds. */
interface ProfileValues {
  department: string;
  yearsOfExperience: number | null;
  bio: string;
  subjects: string[];
  avatar: string;
}

const valuesOf = (profile: TeacherProfile): ProfileValues => ({
  department: profile.department ?? '',
  yearsOfExperience: profile.yearsOfExperience ?? 0,
  bio: profile.bio ?? '',
  subjects: profile.subjects ?? [],
  avatar: profile.avatar ?? '',
});

/** The body of PUT /teacher/profile: every field (an empty text clears its field); years left out while empty. */
function changesOf(values: ProfileValues): TeacherProfileChanges {
  const years = values.yearsOfExperience;
  return {
    department: values.department ?? '',
    bio: values.bio ?? '',
    subjects: values.subjects ?? [],
    avatar: values.avatar ?? '',
    ...(typeof years === 'number' ? { yearsOfExperience: years } : {}),
  };
}

const validateProfile = (values: Record<string, unknown>) => teacherProfileProblemTexts(teacherProfileProblems(values));

/** The server's field problems in the form's words ('data.bio' is 'bio'). */
function serverProblems(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const problems = error.fieldProblems;
  if (!problems) return undefined;
  return teacherProfileProblemTexts(Object.fromEntries(Object.entries(problems).map(([path, problem]) => [path.replace(/^data\./, '').replace(/\[\d+\]$/, ''), problem])));
}

/**
 * Settings' profile form: picture, department, years of experience, bio and subjects, saved with
 * PUT /teacher/profile after the checks the server makes; the header shows what was saved.
 */
export function ProfilePanel() {
  const home = useTeacherHome();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  // A new form after each save starts from what the server kept (trimmed, subjects once each).
  const [round, setRound] = useState(0);

  if (home.isPending) return <LoadingBlocks rows={3} height={48} label={teacherTexts.header.loading} />;
  if (!home.data) return <ErrorState message={errorText(home.error, teacherTexts.apiErrors.home)} onRetry={() => void home.refetch()} />;
  const profile = home.data;
  const name = personName(profile) || profile.username;

  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      await teacherApi.updateProfile(changesOf(values as unknown as ProfileValues));
      await invalidateKeys(teacherKeys.home);
      setRound((value) => value + 1);
      toast.success(text.saved);
      return undefined;
    } catch (error) {
      toast.error(errorText(error, teacherProfileTexts.apiErrors.save));
      return serverProblems(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel title={text.title} icon={<Badge />} testId="teacher-profile-form">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {text.intro}
      </Typography>
      <Form
        key={round}
        defaultValues={valuesOf(profile)}
        validate={validateProfile}
        onSubmit={save}
        mode="onSubmit"
        reValidateMode="onChange"
        disableInvalidFormNotification
        noValidate
      >
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <PictureInput name={name} disabled={saving} />
          <TextInput
            source="department"
            label={text.department}
            parse={(value: string) => value ?? ''}
            fullWidth
            disabled={saving}
            helperText={false}
            slotProps={{ htmlInput: { maxLength: L.departmentMax, 'data-testid': 'profile-department' } }}
          />
          <NumberInput
            source="yearsOfExperience"
            label={text.years}
            min={L.yearsMin}
            max={L.yearsMax}
            step={1}
            disabled={saving}
            helperText={text.yearsHint}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'profile-years' } }}
          />
          <TextInput
            source="bio"
            label={text.bio}
            parse={(value: string) => value ?? ''}
            multiline
            minRows={4}
            fullWidth
            disabled={saving}
            placeholder={text.bioPlaceholder}
            helperText={false}
            slotProps={{ htmlInput: { maxLength: L.bioMax, 'data-testid': 'profile-bio' } }}
          />
          <SubjectsInput disabled={saving} />
          <SaveAlert />
          <Stack direction="row">
            <Button type="submit" variant="contained" disabled={saving} data-testid="profile-save">
              {saving ? text.saving : text.save}
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Panel>
  );
}

/** A word above Save while a field has a problem (each field names its own). */
function SaveAlert() {
  return (
    <FormInvalid>
      <Alert severity="error">{text.invalid}</Alert>
    </FormInvalid>
  );
}

function FormInvalid({ children }: { children: ReactNode }) {
  const { formState } = useFormContext();
  return formState.isSubmitted && Object.keys(formState.errors).length > 0 ? <>{children}</> : null;
}
