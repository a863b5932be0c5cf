import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { Form, TextInput, useInput } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { CONTENT_FORM_LIMITS } from '../../../../domain/content/content-form';
import { CONTENT_CATEGORIES, CONTENT_TYPES, DIFFICULTIES, VISIBILITIES } from '../../../../domain/content/content-taxonomy';
import { formatDuration } from '../../../../domain/content/duration';
import { errorText } from '../../api/game-api';
import { ApiError } from '../../api/api-error';
import { teacherApi, type LibraryItem, type ManagedContent } from '../../api/teacher-api';
import { ChoiceField, type ChoiceOption } from '../../components/ChoiceField';
import { useToast } from '../../components/Toasts';
import { contentFormServerTexts } from '../../i18n/form-problems';
import { teacherTexts } from '../../i18n/teacher';
import { categoryName, difficultyName, typeName, useSmallScreen } from '../../components/content/content-look';
import { ErrorState, LoadingBlocks } from '../../components/states';
import { contentFormOf, emptyContentForm, formProblems, readContentForm, type ContentFormState } from './content-form-state';

const text = teacherTexts.form;
const visibilityName = (visibility: string) => teacherTexts.library.visibilities[visibility] ?? visibility;
const NEW_CONTENT = emptyContentForm();
const MONOSPACE = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 };

/** The domain's content form rules (the server checks the same), field by field. */
const validateContentForm = (values: Record<string, unknown>) => readContentForm(values as unknown as ContentFormState).problems;

/** A native select (ChoiceField) bound to one field of the form. */
function ChoiceInput<T extends string>({ source, label, options, testId }: { source: keyof ContentFormState; label: string; options: ReadonlyArray<ChoiceOption<T>>; testId: string }) {
  const { field } = useInput({ source });
  return <ChoiceField label={label} value={field.value as T} options={options} onChange={field.onChange} testId={testId} fullWidth />;
}

/** The duration in hours and minutes under its field, once it is a number of minutes. */
function DurationInput() {
  const duration = Number(useWatch<ContentFormState, 'duration'>({ name: 'duration' }));
  const hint = Number.isFinite(duration) && duration >= 1 ? text.durationHint(formatDuration(duration)) : ' ';
  return (
    <TextInput
      source="duration"
      label={text.duration}
      type="number"
      isRequired
      fullWidth
      size="small"
      helperText={hint}
      slotProps={{ htmlInput: { min: CONTENT_FORM_LIMITS.durationMin, max: CONTENT_FORM_LIMITS.durationMax, step: 1, inputMode: 'numeric', 'data-testid': 'content-duration' } }}
    />
  );
}

/** The material (contentData as JSON), its hint following the content's type. */
function MaterialInput() {
  const type = useWatch<ContentFormState, 'type'>({ name: 'type' });
  return (
    <TextInput
      source="material"
      label={text.material}
      fullWidth
      multiline
      minRows={4}
      maxRows={14}
      helperText={`${text.materialHint[type] ?? ''} ${text.materialEmpty}`}
      slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'content-material', style: MONOSPACE } }}
    />
  );
}

/** What went wrong: the marked fields after a refused save, or the server's answer. */
function FormAlert({ failure }: { failure: string | null }) {
  const { errors, isSubmitted } = useFormState();
  const message = failure ?? (isSubmitted && Object.keys(errors).length > 0 ? text.fixProblems : null);
  if (!message) return null;
  return (
    <Grid size={12}>
      <Alert severity="error" role="alert" data-testid="content-form-error">
        {message}
      </Alert>
    </Grid>
  );
}

function ContentFields({ failure }: { failure: string | null }) {
  return (
    <Grid container spacing={2}>
      <FormAlert failure={failure} />
      <Grid size={12}>
        <TextInput source="title" label={text.title} isRequired fullWidth autoFocus helperText={false} slotProps={{ htmlInput: { maxLength: CONTENT_FORM_LIMITS.titleMax, 'data-testid': 'content-title' } }} />
      </Grid>
      <Grid size={12}>
        <TextInput
          source="description"
          label={text.description}
          isRequired
          fullWidth
          multiline
          minRows={3}
          helperText={false}
          slotProps={{ htmlInput: { maxLength: CONTENT_FORM_LIMITS.descriptionMax, 'data-testid': 'content-description' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <ChoiceInput source="type" label={text.type} options={CONTENT_TYPES.map((value) => [value, typeName(value)] as const)} testId="content-type" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <ChoiceInput source="category" label={text.category} options={CONTENT_CATEGORIES.map((value) => [value, categoryName(value)] as const)} testId="content-category" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <ChoiceInput source="difficulty" label={text.difficulty} options={DIFFICULTIES.map((value) => [value, difficultyName(value)] as const)} testId="content-difficulty" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <ChoiceInput source="visibility" label={text.visibility} options={VISIBILITIES.map((value) => [value, visibilityName(value)] as const)} testId="content-visibility" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DurationInput />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput
          source="tokenPrice"
          label={text.tokenPrice}
          type="number"
          placeholder={text.tokenPricePlaceholder}
          fullWidth
          size="small"
          helperText={text.tokenPricePlaceholder}
          slotProps={{ htmlInput: { min: CONTENT_FORM_LIMITS.tokenPriceMin, max: CONTENT_FORM_LIMITS.tokenPriceMax, step: 1, inputMode: 'numeric', 'data-testid': 'content-price' }, inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="tags" label={text.tags} fullWidth size="small" helperText={text.tagsHint} slotProps={{ htmlInput: { 'data-testid': 'content-tags' } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput
          source="thumbnailUrl"
          label={text.thumbnailUrl}
          fullWidth
          size="small"
          type="url"
          helperText={text.thumbnailHint}
          slotProps={{ htmlInput: { maxLength: CONTENT_FORM_LIMITS.thumbnailUrlMax, 'data-testid': 'content-thumbnail' } }}
        />
      </Grid>
      <Grid size={12}>
        <MaterialInput />
      </Grid>
    </Grid>
  );
}

function SaveButton({ creating, disabled }: { creating: boolean; disabled: boolean }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={disabled || isSubmitting} data-testid="content-form-save">
      {isSubmitting ? text.saving : creating ? text.create : text.save}
    </Button>
  );
}

/**
 * The create / edit modal (spec §5 content form): title and description required, duration at least
 * 1 (default 10), price at least 0 (default 0, '0 for free content'), type, category, difficulty
 * and visibility with their defaults; tags, thumbnail and the material (contentData as JSON). A
 * react-admin form over the domain's rules; the server's refusals mark their fields too.
 */
export function ContentFormDialog({ open, editing, onClose, onSaved }: { open: boolean; editing: LibraryItem | null; onClose(): void; onSaved(item: Pick<ManagedContent, 'title'>, created: boolean): void }) {
  const toast = useToast();
  const fullScreen = useSmallScreen();
  const [initial, setInitial] = useState<ContentFormState | null>(null);
  const [opened, setOpened] = useState(0);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  const editingId = editing?.id ?? null;
  const editingRef = useRef(editing);
  editingRef.current = editing;

  // Opening: a fresh form, or the content's form for an edit. The library sends contentData as the
  // teacher wrote it (answers included); without it, the content's read fills the rest.
  useEffect(() => {
    if (!open) return;
    setFailure(null);
    setLoadError(null);
    setOpened((value) => value + 1);
    const item = editingRef.current;
    if (editingId === null || !item) return setInitial(emptyContentForm());
    if (item.contentData && typeof item.contentData === 'object') return setInitial(contentFormOf(item));
    let active = true;
    setInitial(null);
    teacherApi.contentItem(editingId).then(
      (detail) => active && setInitial(contentFormOf(detail)),
      (error: unknown) => active && setLoadError(error),
    );
    return () => {
      active = false;
    };
  }, [open, editingId, attempt]);

  const save = async (values: Record<string, unknown>) => {
    const { form } = readContentForm(values as unknown as ContentFormState);
    setSaving(true);
    setFailure(null);
    try {
      const saved = editingId === null ? await teacherApi.createContent(form) : await teacherApi.updateContent(editingId, form);
      onSaved(saved ?? form, editingId === null);
      return undefined;
    } catch (error) {
      const message = errorText(error, editingId === null ? teacherTexts.apiErrors.createContent : teacherTexts.apiErrors.updateContent);
      setFailure(message);
      toast.error(message);
      return error instanceof ApiError && (error.fieldErrors || error.fieldProblems) ? formProblems(contentFormServerTexts(error.fieldProblems, error.fieldErrors)) : undefined;
    } finally {
      setSaving(false);
    }
  };

  const loading = initial === null && !loadError;
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="content-form-title" data-testid="content-form-dialog">
      <Form
        key={`${opened}:${initial === null ? 'loading' : 'ready'}`}
        defaultValues={initial ?? NEW_CONTENT}
        validate={validateContentForm}
        onSubmit={save}
        mode="onSubmit"
        reValidateMode="onChange"
        disableInvalidFormNotification
        noValidate
      >
        <DialogTitle id="content-form-title">{editingId === null ? text.createTitle : text.editTitle}</DialogTitle>
        <DialogContent dividers>
          {loadError ? (
            <ErrorState message={errorText(loadError, teacherTexts.apiErrors.fetchContent)} onRetry={() => setAttempt((value) => value + 1)} />
          ) : loading ? (
            <LoadingBlocks rows={4} height={48} label={text.loadingContent} />
          ) : (
            <ContentFields failure={failure} />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            {text.cancel}
          </Button>
          <SaveButton creating={editingId === null} disabled={loading || !!loadError} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
