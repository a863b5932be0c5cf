import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddCircle from '@mui/icons-material/AddCircle';
import { CreateBase, DateInput, EditBase, Form, FormDataConsumer, NumberInput, TextInput, useSaveContext, type RaRecord } from 'react-admin';
import { DEFAULT_CLASS_CAPACITY } from '../../../../domain/classes/capacity';
import { CLASS_FORM_LIMITS, classFormProblems, newClassForm, type ClassFormInput } from '../../../../domain/classes/class-form';
import type { ClassRecord } from '../../api/data-provider';
import { useToast } from '../../components/Toasts';
import { classesTexts } from '../../i18n/classes';
import { classFormProblemTexts } from '../../i18n/form-problems';
import { adminErrorText } from '../admin-calls';

const text = classesTexts.form;
const F = CLASS_FORM_LIMITS;
/** A fresh copy of the class arriving while the form is open keeps what the teacher already typed. */
const KEEP_TYPED_VALUES = { keepDirtyValues: true } as const;

/** What the form holds: the class form of spec §5 ('' for an empty text or date). */
export interface ClassFormValues {
  name: string;
  subject: string | null;
  gradeLevel: string | null;
  capacity: number | null;
  startDate: string | null;
  endDate: string | null;
  description: string | null;
}

export const EMPTY_CLASS_FORM: ClassFormValues = { name: '', subject: '', gradeLevel: '', capacity: DEFAULT_CLASS_CAPACITY, startDate: '', endDate: '', description: '' };

/** The fields a create or an update sends: the form's, never the figures, the code or the state. */
export function classFormBody(values: Partial<ClassFormValues>): ClassFormValues {
  const textOf = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');
  return {
    name: textOf(values.name),
    subject: textOf(values.subject),
    gradeLevel: textOf(values.gradeLevel),
    capacity: typeof values.capacity === 'number' && Number.isFinite(values.capacity) ? values.capacity : null,
    startDate: textOf(values.startDate),
    endDate: textOf(values.endDate),
    description: textOf(values.description),
  };
}

/** The domain's class form rules (the server checks the same), field by field. */
export function validateClassForm(values: Record<string, unknown>): Record<string, string> {
  return classFormProblemTexts(classFormProblems(newClassForm(classFormBody(values as Partial<ClassFormValues>) as ClassFormInput)));
}

/** Name, subject, grade level, capacity, dates and description. */
function ClassFields() {
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="name" label={text.name} isRequired fullWidth helperText={false} slotProps={{ htmlInput: { maxLength: F.nameMax, 'data-testid': 'class-name' } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextInput source="subject" label={text.subject} fullWidth helperText={false} slotProps={{ htmlInput: { maxLength: F.subjectMax, 'data-testid': 'class-subject' } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextInput source="gradeLevel" label={text.gradeLevel} fullWidth helperText={false} slotProps={{ htmlInput: { maxLength: F.gradeLevelMax, 'data-testid': 'class-grade' } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <NumberInput source="capacity" label={text.capacity} fullWidth helperText={text.capacityHint} min={F.capacityMin} max={F.capacityMax} step={1} slotProps={{ htmlInput: { 'data-testid': 'class-capacity' } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DateInput source="startDate" label={text.startDate} fullWidth helperText={false} slotProps={{ htmlInput: { 'data-testid': 'class-start' } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DateInput source="endDate" label={text.endDate} fullWidth helperText={false} slotProps={{ htmlInput: { 'data-testid': 'class-end' } }} />
      </Grid>
      <Grid size={12}>
        <TextInput source="description" label={text.description} fullWidth multiline minRows={2} helperText={false} slotProps={{ htmlInput: { maxLength: F.descriptionMax, 'data-testid': 'class-description' } }} />
      </Grid>
    </Grid>
  );
}

/** The submit button: disabled while the name is empty (spec §5) and while saving. */
function SubmitButton({ label, testId }: { label: string; testId: string }) {
  const { saving } = useSaveContext();
  return (
    <FormDataConsumer<ClassFormValues>>
      {({ formData }) => (
        <Button type="submit" variant="contained" disabled={saving || !(formData?.name ?? '').trim()} data-testid={testId}>
          {saving ? classesTexts.confirm.working : label}
        </Button>
      )}
    </FormDataConsumer>
  );
}

/**
 * The 'New Class' form (spec §4: closed, open, saving, then closed and the list refreshed): a
 * react-admin Create over the classes resource.
 */
export function NewClassForm({ onClose, onCreated }: { onClose(): void; onCreated(record: ClassRecord): void }) {
  const toast = useToast();
  return (
    <Paper elevation={2} sx={{ p: { xs: 2, sm: 2.5 } }} component="section" aria-labelledby="new-class-title" data-testid="new-class-form">
      <Typography id="new-class-title" variant="h6" component="h3" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1 }}>
        <AddCircle color="primary" aria-hidden /> {text.newClass}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text.newClassHint}
      </Typography>
      <CreateBase<ClassRecord>
        resource="classes"
        redirect={false}
        transform={(values) => classFormBody(values as Partial<ClassFormValues>) as unknown as ClassRecord}
        mutationOptions={{
          onSuccess: (record: ClassRecord) => {
            toast.success(classesTexts.success.created);
            onCreated(record);
          },
          onError: (error: unknown) => toast.error(adminErrorText(error, classesTexts.failure.create)),
        }}
      >
        <Form defaultValues={EMPTY_CLASS_FORM} validate={validateClassForm} mode="onSubmit" reValidateMode="onChange" noValidate>
          <ClassFields />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
            <Button onClick={onClose}>{text.cancel}</Button>
            <SubmitButton label={text.create} testId="class-create" />
          </Stack>
        </Form>
      </CreateBase>
    </Paper>
  );
}

/** Edit a class's form fields: a react-admin Edit in a dialog (activating and a new code are calls of their own). */
export function EditClassDialog({ record, onClose }: { record: Pick<ClassRecord, 'id' | 'name'> | null; onClose(): void }) {
  const toast = useToast();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={record !== null} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="edit-class-title" data-testid="edit-class-dialog">
      {record && (
        <EditBase<RaRecord>
          resource="classes"
          id={record.id}
          mutationMode="pessimistic"
          redirect={false}
          transform={(values) => ({ id: record.id, ...classFormBody(values as Partial<ClassFormValues>) })}
          mutationOptions={{
            onSuccess: () => {
              toast.success(classesTexts.success.updated);
              onClose();
            },
            onError: (error: unknown) => toast.error(adminErrorText(error, classesTexts.failure.update)),
          }}
        >
          <Form validate={validateClassForm} mode="onSubmit" reValidateMode="onChange" resetOptions={KEEP_TYPED_VALUES} noValidate>
            <DialogTitle id="edit-class-title">{text.editTitle(record.name)}</DialogTitle>
            <DialogContent>
              <ClassFields />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose}>{text.cancel}</Button>
              <SubmitButton label={text.save} testId="class-save" />
            </DialogActions>
          </Form>
        </EditBase>
      )}
    </Dialog>
  );
}
