import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Settings from '@mui/icons-material/Settings';
import { SPONSOR_PROFILE_LIMITS as L, sponsorProfileProblems, type SponsorProfileField } from '../../../domain/sponsors/sponsor-profile';
import { errorText } from '../api/game-api';
import { ApiError } from '../api/api-error';
import type { SponsorProfile } from '../api/sponsor-api';
import { useToast } from '../components/Toasts';
import { sponsorTexts } from '../i18n/sponsor';
import { settingsTexts } from '../i18n/settings';
import { sponsorProfileProblemTexts } from '../i18n/form-problems';
import { SettingsPanel } from '../settings/SettingsPanel';
import { PrivacyPanel } from '../privacy/PrivacyPanel';
import { Panel } from '../components/Panel';
import { ErrorState, LoadingBlocks } from '../components/states';
import { useSaveSponsorProfile, useSponsorProfile } from './queries';

const text = sponsorTexts.settings;

type Form = Record<SponsorProfileField, string>;

const FIELDS: ReadonlyArray<{ field: SponsorProfileField; label: string; max: number; multiline?: boolean; placeholder?: string; type?: string }> = [
  { field: 'companyName', label: text.companyName, max: L.companyNameMax },
  { field: 'contactPerson', label: text.contactPerson, max: L.contactPersonMax },
  { field: 'website', label: text.website, max: L.websiteMax, placeholder: text.websitePlaceholder, type: 'url' },
  { field: 'description', label: text.description, max: L.descriptionMax, multiline: true },
];

const formOf = (profile: SponsorProfile | null): Form => ({
  companyName: profile?.companyName ?? '',
  contactPerson: profile?.contactPerson ?? '',
  website: profile?.website ?? '',
  description: profile?.description ?? '',
});

/** The server's field messages, keyed by the field's own name ('data.website' is 'website'). */
function serverProblems(error: unknown): Partial<Record<SponsorProfileField, string>> {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {};
  const problems: Partial<Record<SponsorProfileField, string>> = {};
  for (const [key, message] of Object.entries(error.fieldErrors)) {
    const field = key.split('.').pop() as SponsorProfileField;
    if (FIELDS.some((entry) => entry.field === field)) problems[field] = message;
  }
  return problems;
}

/** Settings: the sponsor profile form (Save sends it, PUT /sponsors/me, after the same checks the server makes), then the saved preferences. */
export function SettingsTab() {
  const profile = useSponsorProfile();
  const { mutateAsync: saveProfile } = useSaveSponsorProfile();
  const toast = useToast();
  const [form, setForm] = useState<Form>(() => formOf(profile.data ?? null));
  const [problems, setProblems] = useState<Partial<Record<SponsorProfileField, string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (profile.data) setForm(formOf(profile.data));
  }, [profile.data]);

  if (profile.isPending) return <LoadingBlocks rows={4} label={sponsorTexts.common.loading} />;
  if (!profile.data) return <ErrorState message={errorText(profile.error, sponsorTexts.apiErrors.profile)} onRetry={() => void profile.refetch()} />;

  const change = (field: SponsorProfileField, value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    if (problems[field]) setProblems((previous) => ({ ...previous, [field]: sponsorProfileProblemTexts(sponsorProfileProblems({ [field]: value }))[field] }));
  };

  const save = async () => {
    const found = sponsorProfileProblemTexts(sponsorProfileProblems(form));
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await saveProfile(form);
      toast.success(text.saved);
    } catch (error) {
      setProblems(serverProblems(error));
      toast.error(errorText(error, sponsorTexts.apiErrors.saveProfile));
    } finally {
      setSaving(false);
    }
  };

  const invalid = Object.values(problems).some(Boolean);
  return (
    <Stack spacing={3}>
      <Panel title={text.title} icon={<Settings />} testId="sponsor-settings">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {text.intro}
        </Typography>
        <Stack
          component="form"
          noValidate
          spacing={2}
          sx={{ maxWidth: 640 }}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {invalid && <Alert severity="error">{text.invalid}</Alert>}
          {FIELDS.map(({ field, label, max, multiline, placeholder, type }) => (
            <TextField
              key={field}
              label={label}
              value={form[field]}
              onChange={(event) => change(field, event.target.value)}
              error={Boolean(problems[field])}
              helperText={problems[field] ?? `${form[field].length} / ${max}`}
              placeholder={placeholder}
              type={type}
              multiline={multiline}
              minRows={multiline ? 4 : undefined}
              fullWidth
              slotProps={{ htmlInput: { 'data-testid': `sponsor-${field}` } }}
            />
          ))}
          <Stack direction="row">
            <Button type="submit" variant="contained" disabled={saving} data-testid="sponsor-save">
              {saving ? text.saving : text.save}
            </Button>
          </Stack>
        </Stack>
      </Panel>
      <SettingsPanel title={settingsTexts.preferences.title} testId="sponsor-preferences" />
      <PrivacyPanel />
    </Stack>
  );
}
