import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { CONTENT_FORM_LIMITS } from '../../../../domain/content/content-form';
import { CONTENT_CATEGORIES, CONTENT_TYPES, DIFFICULTIES, VISIBILITIES } from '../../../../domain/content/content-taxonomy';
import { formatDuration } from '../../../../domain/content/duration';
import { errorText } from '../../api/game-api';
import { ApiError } from '../../api/api-error';
import { teacherApi, type LibraryItem, type ManagedContent } from '../../api/teacher-api';
import { ChoiceField } from '../../components/ChoiceField';
import { useToast } from '../../components/Toasts';
import { teacherTexts } from '../../i18n/teacher';
import { categoryName, difficultyName, typeName, useSmallScreen } from '../../components/content/content-look';
import { ErrorState, LoadingBlocks } from '../../components/states';
import { contentFormOf, emptyContentForm, formProblems, readContentForm, type ContentFormState } from './content-form-state';

const text = teacherTexts.form;
const visibilityName = (visibility: string) => teacherTexts.library.visibilities[visibility] ?? visibility;

/**
 * The create / edit modal (spec §5 content form): title and description required, duration at least
 * 1 (default 10), price at least 0 (default 0, '0 for free content'), type, category, difficulty
 * and visibility with their defaults; tags, thumbnail and the material (contentData as JSON).
 */
export function ContentFormDialog({ open, editing, onClose, onSaved }: { open: boolean; editing: LibraryItem | null; onClose(): void; onSaved(item: Pick<ManagedContent, 'title'>, created: boolean): void }) {
  const toast = useToast();
  const fullScreen = useSmallScreen();
  const [state, setState] = useState<ContentFormState>(emptyContentForm);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  const editingId = editing?.id ?? null;
  const editingRef = useRef(editing);
  editingRef.current = editing;

  // Opening: a fresh form, or the content's form for an edit. The library sends contentData as the
  // teacher wrote it (answers included); without it, the content's read fills the rest.
  useEffect(() => {
    if (!open) return;
    setProblems({});
    setTouched(false);
    setFailure(null);
    setLoadError(null);
    const item = editingRef.current;
    if (editingId === null || !item) {
      setState(emptyContentForm());
      setLoading(false);
      return;
    }
    if (item.contentData && typeof item.contentData === 'object') {
      setState(contentFormOf(item));
      setLoading(false);
      return;
    }
    let active = true;
    setLoading(true);
    teacherApi.contentItem(editingId).then(
      (detail) => {
        if (!active) return;
        setState(contentFormOf(detail));
        setLoading(false);
      },
      (error: unknown) => {
        if (!active) return;
        setLoadError(error);
        setLoading(false);
      },
    );
    return () => {
      active = false;
    };
  }, [open, editingId, attempt]);

  const change = <K extends keyof ContentFormState>(field: K, value: ContentFormState[K]) => {
    const next = { ...state, [field]: value };
    setState(next);
    // After a first save attempt, the marks follow the typing.
    if (touched) setProblems(readContentForm(next).problems);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const { form, problems: found } = readContentForm(state);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setFailure(text.fixProblems);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const saved = editingId === null ? await teacherApi.createContent(form) : await teacherApi.updateContent(editingId, form);
      onSaved(saved ?? form, editingId === null);
    } catch (error) {
      const fallback = editingId === null ? teacherTexts.apiErrors.createContent : teacherTexts.apiErrors.updateContent;
      if (error instanceof ApiError && error.fieldErrors) setProblems(formProblems(error.fieldErrors));
      const message = errorText(error, fallback);
      setFailure(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof ContentFormState) => ({
    error: !!problems[name],
    helperText: problems[name],
    'data-field': name,
  });
  const duration = Number(state.duration);
  const durationHint = Number.isFinite(duration) && duration >= 1 ? text.durationHint(formatDuration(duration)) : undefined;

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="content-form-title" data-testid="content-form-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="content-form-title">{editingId === null ? text.createTitle : text.editTitle}</DialogTitle>
        <DialogContent dividers>
          {loading ? (
            <LoadingBlocks rows={4} height={48} label={text.loadingContent} />
          ) : loadError ? (
            <ErrorState message={errorText(loadError, teacherTexts.apiErrors.fetchContent)} onRetry={() => setAttempt((value) => value + 1)} />
          ) : (
            <Grid container spacing={2}>
              {failure && (
                <Grid size={12}>
                  <Alert severity="error" role="alert" data-testid="content-form-error">
                    {failure}
                  </Alert>
                </Grid>
              )}
              <Grid size={12}>
                <TextField
                  label={text.title}
                  value={state.title}
                  onChange={(event) => change('title', event.target.value)}
                  required
                  fullWidth
                  autoFocus
                  {...field('title')}
                  slotProps={{ htmlInput: { maxLength: CONTENT_FORM_LIMITS.titleMax, 'data-testid': 'content-title' } }}
                />
              </Grid>
              <Grid size={12}>
                <TextField
                  label={text.description}
                  value={state.description}
                  onChange={(event) => change('description', event.target.value)}
                  required
                  fullWidth
                  multiline
                  minRows={3}
                  {...field('description')}
                  slotProps={{ htmlInput: { maxLength: CONTENT_FORM_LIMITS.descriptionMax, 'data-testid': 'content-description' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <ChoiceField label={text.type} value={state.type} options={CONTENT_TYPES.map((value) => [value, typeName(value)] as const)} onChange={(value) => change('type', value)} testId="content-type" fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <ChoiceField
                  label={text.category}
                  value={state.category}
                  options={CONTENT_CATEGORIES.map((value) => [value, categoryName(value)] as const)}
                  onChange={(value) => change('category', value)}
                  testId="content-category"
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <ChoiceField
                  label={text.difficulty}
                  value={state.difficulty}
                  options={DIFFICULTIES.map((value) => [value, difficultyName(value)] as const)}
                  onChange={(value) => change('difficulty', value)}
                  testId="content-difficulty"
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <ChoiceField
                  label={text.visibility}
                  value={state.visibility}
                  options={VISIBILITIES.map((value) => [value, visibilityName(value)] as const)}
                  onChange={(value) => change('visibility', value)}
                  testId="content-visibility"
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label={text.duration}
                  type="number"
                  value={state.duration}
                  onChange={(event) => change('duration', event.target.value)}
                  required
                  fullWidth
                  size="small"
                  error={!!problems.duration}
                  helperText={problems.duration ?? durationHint}
                  slotProps={{ htmlInput: { min: CONTENT_FORM_LIMITS.durationMin, max: CONTENT_FORM_LIMITS.durationMax, step: 1, inputMode: 'numeric', 'data-testid': 'content-duration' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label={text.tokenPrice}
                  type="number"
                  value={state.tokenPrice}
                  onChange={(event) => change('tokenPrice', event.target.value)}
                  placeholder={text.tokenPricePlaceholder}
                  fullWidth
                  size="small"
                  error={!!problems.tokenPrice}
                  helperText={problems.tokenPrice ?? text.tokenPricePlaceholder}
                  slotProps={{ htmlInput: { min: CONTENT_FORM_LIMITS.tokenPriceMin, max: CONTENT_FORM_LIMITS.tokenPriceMax, step: 1, inputMode: 'numeric', 'data-testid': 'content-price' }, inputLabel: { shrink: true } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label={text.tags}
                  value={state.tags}
                  onChange={(event) => change('tags', event.target.value)}
                  fullWidth
                  size="small"
                  error={!!problems.tags}
                  helperText={problems.tags ?? text.tagsHint}
                  slotProps={{ htmlInput: { 'data-testid': 'content-tags' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label={text.thumbnailUrl}
                  value={state.thumbnailUrl}
                  onChange={(event) => change('thumbnailUrl', event.target.value)}
                  fullWidth
                  size="small"
                  type="url"
                  error={!!problems.thumbnailUrl}
                  helperText={problems.thumbnailUrl ?? text.thumbnailHint}
                  slotProps={{ htmlInput: { maxLength: CONTENT_FORM_LIMITS.thumbnailUrlMax, 'data-testid': 'content-thumbnail' } }}
                />
              </Grid>
              <Grid size={12}>
                <TextField
                  label={text.material}
                  value={state.material}
                  onChange={(event) => change('material', event.target.value)}
                  fullWidth
                  multiline
                  minRows={4}
                  maxRows={14}
                  error={!!problems.material}
                  helperText={problems.material ?? `${text.materialHint[state.type] ?? ''} ${text.materialEmpty}`}
                  slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'content-material', style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 } } }}
                />
              </Grid>
            </Grid>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={saving || loading || !!loadError} data-testid="content-form-save">
            {saving ? text.saving : editingId === null ? text.create : text.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
