import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ClassSummaryRecord } from '../../api/data-provider';
import { errorText } from '../../api/game-api';
import { ErrorState, LoadingBlocks } from '../../components/states';
import { formatDateTime } from '../../i18n/format';
import { messagesTexts } from '../../i18n/messages';
import { MessageField, sendable } from '../../messages/MessageField';
import { useAnnounce, useClassAnnouncements } from '../../messages/queries';

const text = messagesTexts.announcements;

/** The class's latest announcements, newest first. */
function RecentAnnouncements({ myId, classId }: { myId: number; classId: number }) {
  const announcements = useClassAnnouncements(myId, classId);
  return (
    <Box component="section" aria-labelledby="class-announcements-title" sx={{ mt: 2 }} data-testid="class-announcements">
      <Typography id="class-announcements-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {text.recent}
      </Typography>
      {announcements.isPending ? (
        <LoadingBlocks rows={2} height={48} label={text.loadingRecent} />
      ) : !announcements.data ? (
        <ErrorState message={errorText(announcements.error, messagesTexts.apiErrors.classAnnouncements)} onRetry={() => void announcements.refetch()} />
      ) : announcements.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="class-announcements-empty">
          {text.noneYet}
        </Typography>
      ) : (
        <List dense disablePadding>
          {announcements.data.map((announcement) => (
            <ListItem key={announcement.id} disableGutters divider sx={{ display: 'block' }} data-testid="class-announcement">
              <Typography variant="caption" color="text.secondary">
                <time dateTime={announcement.postedAt}>{formatDateTime(announcement.postedAt)}</time>
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {announcement.body}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/**
 * Announce to the class: a text of up to 2,000 characters that every student of the class sees, and
 * their connected parents; the dialog says when it is posted and shows it first among the class's
 * recent announcements.
 */
export function AnnounceDialog({ target, myId, onClose }: { target: ClassSummaryRecord | null; myId: number; onClose(): void }) {
  const classId = target?.id ?? 0;
  const announce = useAnnounce(myId, classId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [posted, setPosted] = useState(false);
  const busy = announce.isPending;

  useEffect(() => {
    if (target) {
      setBody('');
      setError(null);
      setPosted(false);
    }
  }, [target]);

  const post = () => {
    if (!target || busy || !sendable(body)) return;
    setError(null);
    setPosted(false);
    announce.mutate(body.trim(), {
      onSuccess: () => {
        setBody('');
        setPosted(true);
      },
      onError: (failure) => setError(errorText(failure, messagesTexts.apiErrors.announce)),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    post();
  };

  return (
    <Dialog open={target !== null} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="announce-title" data-testid="announce-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="announce-title">{target ? text.announceTo(target.name) : text.announce}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1.5 }}>{target ? text.dialogText(target.name) : ''}</DialogContentText>
          {posted && target && (
            <Alert severity="success" variant="outlined" sx={{ mb: 1.5 }} role="status" data-testid="announce-posted">
              {text.posted(target.name)}
            </Alert>
          )}
          <MessageField
            id="announce-body"
            label={text.field}
            value={body}
            onChange={(next) => {
              setBody(next);
              if (error) setError(null);
              if (posted) setPosted(false);
            }}
            onSubmit={post}
            error={error}
            minRows={4}
            autoFocus
            testId="announce-body"
          />
          {target && <RecentAnnouncements myId={myId} classId={target.id} />}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy} data-testid="announce-close">
            {posted ? text.close : text.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !sendable(body)} data-testid="announce-submit">
            {busy ? text.posting : text.post}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
