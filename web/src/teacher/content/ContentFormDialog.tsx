import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useQueryClient } from '@tanstack/react-query';
import { Form, TextInput, useInput } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { ContentType } from '../../../../domain/content/content-taxonomy';
import type { FieldProblems } from '../../../../domain/shared/field-problem';
import { CONTENT_FORM_LIMITS } from '../../../../domain/content/content-form';
import { CONTENT_CATEGORIES, CONTENT_TYPES, DIFFICULTIES, VISIBILITIES } from '../../../../domain/content/content-taxonomy';
import { formatDuration } from '../../../../domain/content/duration';
import { errorText } from '../../api/game-api';
import { ApiError } from '../../api/api-error';
import { teacherApi, type LibraryItem, type ManagedContent } from '../../api/teacher-api';
import { ChoiceField, type ChoiceOption } from '../../components/ChoiceField';
import { useToast } from '../../components/Toasts';
import { editorTexts } from '../../i18n/editors';
import { contentFormServerTexts } from '../../i18n/form-problems';
import { teacherTexts } from '../../i18n/teacher';
import { categoryName, difficultyName, typeName, useSmallScreen } from '../../components/content/content-look';
import { ErrorState, LoadingBlocks } from '../../components/states';
import { contentFormOf, emptyContentForm, formProblems, readContentForm, type ContentFormState } from './content-form-state';
import { contentDataOf } from './editors/material';
import { MaterialEditor } from './editors/MaterialEditor';
import { StudentPreviewDialog } from './editors/StudentPreviewDialog';
import { ThumbnailField } from './editors/ThumbnailField';
import { CONTENT_INCOMPLETE, publishContent } from './publish-content';

const text = teacherTexts.form;
const visibilityName = (visibility: string) => teacherTexts.library.visibilities[visibility] ?? visibility;
const NEW_CONTENT = emptyContentForm();
/** The react-admin resource of the teacher's content library, whose lists show a draft once it is kept. */
const LIBRARY_RESOURCE = 'content';

/** What the dialog's main buttons do: keep a draft, keep and publish, or keep published content. */
type Intent = 'draft' | 'publish' | 'save';
export type SaveOutcome = 'draft' | 'published' | 'saved';

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

interface MaterialState {
  serverProblems: FieldProblems | null;
  missing: FieldProblems | null;
  published: boolean;
  onEdited(): void;
}

function ContentFields({ failure, material }: { failure: string | null; material: MaterialState }) {
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
        <ThumbnailField />
      </Grid>
      <Grid size={12}>
        <MaterialEditor {...material} />
      </Grid>
    </Grid>
  );
}

/** Save draft and Publish, or Save for content already published; each tells the form what it asked for. */
function SaveButtons({ published, disabled, intent }: { published: boolean; disabled: boolean; intent: MutableRefObject<Intent> }) {
  const { isSubmitting } = useFormState();
  const busy = disabled || isSubmitting;
  const asking = (what: Intent) => () => {
    intent.current = what;
  };
  if (published) {
    return (
      <Button type="submit" variant="contained" disabled={busy} onClick={asking('save')} sx={{ minHeight: 44 }} data-testid="content-form-save">
        {isSubmitting ? text.saving : editorTexts.actions.save}
      </Button>
    );
  }
  return (
    <>
      <Button type="submit" variant="outlined" disabled={busy} onClick={asking('draft')} sx={{ minHeight: 44 }} data-testid="content-save-draft">
        {isSubmitting && intent.current === 'draft' ? text.saving : editorTexts.actions.saveDraft}
      </Button>
      <Button type="submit" variant="contained" disabled={busy} onClick={asking('publish')} sx={{ minHeight: 44 }} data-testid="content-publish">
        {isSubmitting && intent.current === 'publish' ? editorTexts.actions.publishing : editorTexts.actions.publish}
      </Button>
    </>
  );
}

/** "Preview as a student": the lesson from the form's current values, as a student's read would show it. */
function PreviewButton({ contentId, disabled }: { contentId: number | null; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const title = (useWatch({ name: 'title' }) as string | undefined) ?? '';
  const type = useWatch({ name: 'type' }) as ContentType;
  const material = useWatch({ name: 'contentData' }) as unknown;
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={disabled} sx={{ minHeight: 44, mr: 'auto' }} data-testid="content-preview-as-student">
        {editorTexts.actions.preview}
      </Button>
      {open && <StudentPreviewDialog open onClose={() => setOpen(false)} title={title} type={type} authored={contentDataOf(type, material)} contentId={contentId} />}
    </>
  );
}

/** The words of a refused save or publish, and what it marks: its fields, or what publishing lacks. */
function refusal(error: unknown, fallback: string) {
  const incomplete = error instanceof ApiError && error.code === CONTENT_INCOMPLETE;
  const marked = error instanceof ApiError && !incomplete && (error.fieldErrors || error.fieldProblems);
  return {
    message: errorText(error, fallback),
    missing: incomplete ? error.fieldProblems : null,
    problems: marked ? error.fieldProblems : null,
    fields: marked ? formProblems(contentFormServerTexts(error.fieldProblems, error.fieldErrors)) : undefined,
  };
}

/**
 * The create / edit modal (spec §5 content form): title and description required, duration at least
 * 1 (default 10), price at least 0 (default 0, '0 for free content'), type, category, difficulty
 * and visibility with their defaults; tags, a thumbnail (an address or an uploaded picture) and the
 * material, written with the editor of the content's type. A react-admin form over the domain's
 * rules; the server's refusals mark their fields too. New content is kept as a draft (Save draft) or
 * kept and published (Publish: what publishing still lacks is said beside the editor); content
 * already published is saved as it is (Save). "Preview as a student" shows the lesson as students
 * will see it.
 */
export function ContentFormDialog({
  open,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean;
  editing: LibraryItem | null;
  onClose(): void;
  onSaved(item: Pick<ManagedContent, 'title'>, created: boolean, outcome?: SaveOutcome): void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const fullScreen = useSmallScreen();
  const [initial, setInitial] = useState<ContentFormState | null>(null);
  const [opened, setOpened] = useState(0);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverProblems, setServerProblems] = useState<FieldProblems | null>(null);
  const [missing, setMissing] = useState<FieldProblems | null>(null);
  // New content kept by a Publish that publishing then refused: later saves change it.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const intent = useRef<Intent>('draft');

  const editingId = editing?.id ?? null;
  const contentId = editingId ?? createdId;
  const published = (editing as { status?: string } | null)?.status === 'published';
  const editingRef = useRef(editing);
  editingRef.current = editing;

  // Opening: a fresh form, or the content's form for an edit. The library sends contentData as the
  // teacher wrote it (answers included); without it, the content's read fills the rest.
  useEffect(() => {
    if (!open) return;
    setFailure(null);
    setServerProblems(null);
    setMissing(null);
    setCreatedId(null);
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
    const asked = intent.current;
    const creating = contentId === null;
    setSaving(true);
    setFailure(null);
    setServerProblems(null);
    setMissing(null);
    let saved: ManagedContent;
    try {
      saved = creating ? await teacherApi.createContent(form) : await teacherApi.updateContent(contentId, form);
    } catch (error) {
      const refused = refusal(error, creating ? teacherTexts.apiErrors.createContent : teacherTexts.apiErrors.updateContent);
      setFailure(refused.missing ? null : refused.message);
      setServerProblems(refused.problems);
      setMissing(refused.missing);
      toast.error(refused.message);
      setSaving(false);
      return refused.fields;
    }
    try {
      if (asked !== 'publish') {
        onSaved(saved ?? form, editingId === null, asked === 'save' ? 'saved' : 'draft');
        return undefined;
      }
      const id = saved?.id ?? contentId;
      if (creating && saved?.id) setCreatedId(saved.id);
      onSaved(await publishContent(id as number), editingId === null, 'published');
      return undefined;
    } catch (error) {
      // Kept as a draft, not published: the library shows the draft, the dialog says what is missing.
      void queryClient.invalidateQueries({ queryKey: [LIBRARY_RESOURCE] });
      const refused = refusal(error, editorTexts.publishFailed);
      setFailure(refused.missing ? null : refused.message);
      setMissing(refused.missing);
      toast.error(refused.message);
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  const material: MaterialState = {
    serverProblems,
    missing,
    published,
    onEdited: () => {
      if (serverProblems) setServerProblems(null);
      if (missing) setMissing(null);
    },
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
            <ContentFields failure={failure} material={material} />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          <PreviewButton contentId={contentId} disabled={loading || !!loadError} />
          <Button onClick={onClose} disabled={saving} sx={{ minHeight: 44 }}>
            {text.cancel}
          </Button>
          <SaveButtons published={published} disabled={loading || !!loadError} intent={intent} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
