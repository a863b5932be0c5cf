import { useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import TravelExplore from '@mui/icons-material/TravelExplore';
import { WISHLIST_PRIORITIES, type WishlistPriority } from '../../../../../domain/wishlist/priority';
import { errorText } from '../../../api/game-api';
import { ApiError } from '../../../api/api-error';
import { learningApi, type HandAddedWishlistType, type WishlistItem } from '../../../api/learning-api';
import { useToast } from '../../../components/Toasts';
import { learningTexts } from '../../../i18n/learning';
import { requestStudentTab } from '../../student-tabs';
import { useSmallScreen } from '../../../components/content/content-look';
import {
  EMPTY_WISHLIST_FORM,
  HAND_ADDED_TYPES,
  toNewWishlistItem,
  validateWishlistForm,
  WISHLIST_COST_MAX,
  WISHLIST_DESCRIPTION_MAX,
  WISHLIST_NAME_MAX,
  type WishlistFormField,
  type WishlistFormProblems,
  type WishlistFormValues,
} from './wishlist-form';

const text = learningTexts.wishlistForm;
const TITLE_ID = 'wishlist-form-title';

const FIELDS: readonly WishlistFormField[] = ['type', 'name', 'cost', 'priority', 'description'];

/** The server's marks on form fields, kept to the fields of this form. */
function serverProblems(error: unknown): WishlistFormProblems {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {};
  return Object.fromEntries(Object.entries(error.fieldErrors).filter(([field]) => (FIELDS as readonly string[]).includes(field)));
}

/**
 * Adds a reward, a certificate or an item: type, name, cost, priority and an optional description.
 * What was typed stays after a failure; the form empties after a success or a cancel.
 */
export function AddWishlistItemDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (item: WishlistItem) => void }) {
  const toast = useToast();
  const fullScreen = useSmallScreen();
  const [values, setValues] = useState<WishlistFormValues>(EMPTY_WISHLIST_FORM);
  const [touched, setTouched] = useState<Partial<Record<WishlistFormField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fromServer, setFromServer] = useState<WishlistFormProblems>({});

  const problems = validateWishlistForm(values);
  const shown = (field: WishlistFormField): string | undefined => ((submitted || touched[field]) && problems[field]) || fromServer[field];

  const reset = () => {
    setValues(EMPTY_WISHLIST_FORM);
    setTouched({});
    setSubmitted(false);
    setFailure(null);
    setFromServer({});
  };

  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const change = (field: WishlistFormField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setFromServer(({ [field]: _dropped, ...rest }) => rest);
  };
  const blur = (field: WishlistFormField) => () => setTouched((current) => ({ ...current, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (Object.keys(problems).length > 0) {
      const first = FIELDS.find((field) => problems[field]);
      if (first) document.getElementById(`wishlist-form-${first}`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const added = await learningApi.addToWishlist(toNewWishlistItem(values));
      toast.success(text.added);
      reset();
      onAdded(added);
    } catch (error) {
      setFailure(errorText(error, learningTexts.apiErrors.addToWishlist));
      setFromServer(serverProblems(error));
    } finally {
      setBusy(false);
    }
  };

  const goToBrowse = () => {
    close();
    requestStudentTab('browse-content');
  };

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={TITLE_ID} data-testid="wishlist-form">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={TITLE_ID} sx={{ fontWeight: 800 }}>
          {text.title}
        </DialogTitle>
        <DialogContent>
          <Alert severity="info" variant="outlined" sx={{ mb: 1 }}>
            {text.courseNote}
            <Button size="small" color="inherit" startIcon={<TravelExplore />} onClick={goToBrowse} sx={{ display: 'flex', mt: 0.5, ml: -0.5 }}>
              {text.goToBrowse}
            </Button>
          </Alert>
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }} role="alert" data-testid="wishlist-form-error">
              {failure}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap sx={{ columnGap: 2 }}>
            <TextField
              select
              id="wishlist-form-type"
              label={text.type}
              value={values.type}
              onChange={change('type')}
              onBlur={blur('type')}
              error={!!shown('type')}
              helperText={shown('type')}
              disabled={busy}
              fullWidth
              slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'wishlist-form-type' } }}
            >
              {HAND_ADDED_TYPES.map((type: HandAddedWishlistType) => (
                <option key={type} value={type}>
                  {text.types[type]}
                </option>
              ))}
            </TextField>
            <TextField
              select
              id="wishlist-form-priority"
              label={text.priority}
              value={values.priority}
              onChange={change('priority')}
              onBlur={blur('priority')}
              error={!!shown('priority')}
              helperText={shown('priority')}
              disabled={busy}
              fullWidth
              slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'wishlist-form-priority' } }}
            >
              {WISHLIST_PRIORITIES.map((priority: WishlistPriority) => (
                <option key={priority} value={priority}>
                  {learningTexts.wishlist.priorities[priority]}
                </option>
              ))}
            </TextField>
          </Stack>
          <TextField
            id="wishlist-form-name"
            label={text.name}
            placeholder={text.namePlaceholder}
            value={values.name}
            onChange={change('name')}
            onBlur={blur('name')}
            error={!!shown('name')}
            helperText={shown('name')}
            required
            autoFocus
            fullWidth
            disabled={busy}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: WISHLIST_NAME_MAX, 'data-testid': 'wishlist-form-name' } }}
          />
          <TextField
            id="wishlist-form-cost"
            label={text.cost}
            type="number"
            value={values.cost}
            onChange={change('cost')}
            onBlur={blur('cost')}
            error={!!shown('cost')}
            helperText={shown('cost')}
            required
            fullWidth
            disabled={busy}
            slotProps={{
              htmlInput: { min: 0, max: WISHLIST_COST_MAX, step: 1, inputMode: 'numeric', 'data-testid': 'wishlist-form-cost' },
            }}
          />
          <TextField
            id="wishlist-form-description"
            label={text.description}
            value={values.description}
            onChange={change('description')}
            onBlur={blur('description')}
            error={!!shown('description')}
            helperText={shown('description') ?? text.descriptionCount(values.description.length, WISHLIST_DESCRIPTION_MAX)}
            multiline
            minRows={2}
            maxRows={6}
            fullWidth
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: WISHLIST_DESCRIPTION_MAX, 'data-testid': 'wishlist-form-description' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={busy}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="wishlist-form-submit">
            {busy ? text.submitting : text.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
