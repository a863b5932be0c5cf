import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Groups from '@mui/icons-material/Groups';
import Login from '@mui/icons-material/Login';
import { normalizeJoinCode } from '../../../../domain/classes/join-code';
import { classesApi, type ClassInvitation, type StudentClass } from '../../api/classes-api';
import { errorText } from '../../api/game-api';
import { useToast } from '../../components/Toasts';
import { classesTexts } from '../../i18n/classes';
import { personName } from '../../i18n/format';
import { categoryName } from '../../components/content/content-look';
import { ErrorState, LoadingBlocks } from '../../components/states';
import { classesChanged, useClassInvitations, useStudentClasses } from '../queries';

const text = classesTexts.student;
const fallback = classesTexts.apiErrors;


/**
 * The class invitations waiting for the student's answer (a teacher's "add student"), each with the
 * class, its teacher and Accept / Decline, as the parents' requests are answered.
 */
function ClassInvitations() {
  const toast = useToast();
  const invitations = useClassInvitations();
  const [busyId, setBusyId] = useState<number | null>(null);

  const answer = async (invitation: ClassInvitation, accept: boolean) => {
    setBusyId(invitation.id);
    try {
      if (accept) {
        const joined = await classesApi.acceptInvitation(invitation.id);
        toast.success(text.joined(joined.name));
      } else {
        await classesApi.declineInvitation(invitation.id);
        toast.success(text.declined(invitation.className));
      }
    } catch (error) {
      toast.error(errorText(error, accept ? fallback.acceptInvitation : fallback.declineInvitation));
    } finally {
      void classesChanged();
      setBusyId(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="class-invitations-title" sx={{ mt: 2 }} data-testid="class-invitations">
      <Typography id="class-invitations-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {text.invitationsTitle}
      </Typography>
      {invitations.isPending ? (
        <LoadingBlocks rows={1} height={56} label={text.loadingInvitations} />
      ) : invitations.data === undefined ? (
        <ErrorState message={errorText(invitations.error, fallback.invitations)} onRetry={() => void invitations.refetch()} />
      ) : invitations.data.length === 0 ? (
        <Typography color="text.secondary" data-testid="class-invitations-empty">
          {text.noInvitations}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {text.invitationsHint}
          </Typography>
          <List dense aria-labelledby="class-invitations-title">
            {invitations.data.map((invitation) => (
              <ListItem
                key={invitation.id}
                divider
                data-testid="class-invitation"
                data-invitation-id={invitation.id}
                data-class-id={invitation.classId}
                sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, px: 0 }}
              >
                <ListItemText
                  sx={{ flex: '1 1 180px', minWidth: 0 }}
                  primary={invitation.className}
                  secondary={[invitation.subject && categoryName(invitation.subject), invitation.gradeLevel, text.invitedBy(personName(invitation.teacher))].filter(Boolean).join(' · ')}
                />
                <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                  <Button
                    size="small"
                    variant="contained"
                    onClick={() => answer(invitation, true)}
                    disabled={busyId !== null}
                    aria-label={text.acceptOf(invitation.className)}
                    data-testid="accept-class-invitation"
                  >
                    {text.accept}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => answer(invitation, false)}
                    disabled={busyId !== null}
                    aria-label={text.declineOf(invitation.className)}
                    data-testid="decline-class-invitation"
                  >
                    {text.decline}
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}

/** 'Join a class' with the teacher's code, the class invitations to answer, and the classes the student is in, each with Leave. */
export function MyClassesPanel() {
  const toast = useToast();
  const classes = useStudentClasses();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const [leaving, setLeaving] = useState<StudentClass | null>(null);
  const [leaveBusy, setLeaveBusy] = useState(false);

  const join = async (event: FormEvent) => {
    event.preventDefault();
    const typed = normalizeJoinCode(code);
    if (!typed) {
      setProblem(text.required);
      return;
    }
    setJoining(true);
    setProblem(null);
    setJoined(null);
    try {
      const joinedClass = await classesApi.join(typed);
      const message = text.joined(joinedClass.name);
      setJoined(message);
      setCode('');
      toast.success(message);
      void classesChanged();
    } catch (error) {
      const message = errorText(error, fallback.join);
      setProblem(message);
      toast.error(message);
    } finally {
      setJoining(false);
    }
  };

  const leave = async () => {
    if (!leaving) return;
    setLeaveBusy(true);
    try {
      await classesApi.leave(leaving.id);
      toast.success(text.left(leaving.name));
      setLeaving(null);
      void classesChanged();
    } catch (error) {
      toast.error(errorText(error, fallback.leave));
    } finally {
      setLeaveBusy(false);
    }
  };

  return (
    <Paper elevation={2} sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="my-classes-title" data-testid="student-classes">
      <Typography id="my-classes-title" variant="h5" component="h2" sx={{ fontWeight: 800, mb: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Groups color="primary" aria-hidden /> {text.title}
      </Typography>

      <Stack component="form" onSubmit={join} noValidate direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }} aria-label={text.joinTitle}>
        <TextField
          label={text.joinTitle}
          placeholder={text.joinField}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            if (problem) setProblem(null);
          }}
          size="small"
          autoComplete="off"
          error={problem !== null}
          helperText={problem ?? text.joinHint}
          slotProps={{ htmlInput: { maxLength: 20, 'data-testid': 'join-class-code', style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', letterSpacing: 2 } }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <Button type="submit" variant="contained" startIcon={<Login />} disabled={joining || normalizeJoinCode(code).length === 0} sx={{ mt: { sm: '2px' } }} data-testid="join-class-submit">
          {joining ? text.joining : text.join}
        </Button>
      </Stack>
      {joined && (
        <Alert severity="success" variant="outlined" sx={{ mt: 1.5 }} data-testid="join-class-success">
          {joined}
        </Alert>
      )}

      <ClassInvitations />

      <Stack sx={{ mt: 2 }} component="section" aria-labelledby="classes-in-title">
        <Typography id="classes-in-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {text.classesIn}
        </Typography>
        {classes.isPending ? (
          <LoadingBlocks rows={1} height={56} label={text.loading} />
        ) : classes.data === undefined ? (
          <ErrorState message={errorText(classes.error, fallback.studentClasses)} onRetry={() => void classes.refetch()} />
        ) : classes.data.length === 0 ? (
          <Typography color="text.secondary" data-testid="student-classes-empty">
            {text.empty}
          </Typography>
        ) : (
          <List dense aria-labelledby="classes-in-title">
            {classes.data.map((item) => (
              <ListItem
                key={item.id}
                divider
                data-testid="student-class"
                data-class-id={item.id}
                secondaryAction={
                  <Button size="small" color="error" onClick={() => setLeaving(item)} aria-label={text.leaveOf(item.name)} data-testid="leave-class">
                    {text.leave}
                  </Button>
                }
                sx={{ pr: 10 }}
              >
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
                      <span>{item.name}</span>
                      {!item.isActive && <Chip size="small" label={text.inactive} component="span" />}
                    </Stack>
                  }
                  secondary={[item.subject && categoryName(item.subject), item.gradeLevel, text.teacher(personName(item.teacher)), text.students(item.studentCount, item.capacity)].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Stack>

      <Dialog open={leaving !== null} onClose={leaveBusy ? undefined : () => setLeaving(null)} aria-labelledby="leave-class-question" data-testid="leave-class-dialog">
        <DialogContent>
          <DialogContentText id="leave-class-question" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {leaving ? text.leaveQuestion(leaving.name) : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setLeaving(null)} disabled={leaveBusy} autoFocus>
            {text.cancel}
          </Button>
          <Button color="error" variant="contained" onClick={leave} disabled={leaveBusy} data-testid="leave-class-confirm">
            {text.leave}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

