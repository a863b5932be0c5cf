import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import FamilyRestroom from '@mui/icons-material/FamilyRestroom';
import Key from '@mui/icons-material/Key';
import { LINK_CODE_LIFETIME_MINUTES } from '../../../../domain/parents/link-code';
import { errorText } from '../../api/game-api';
import { familyApi, personName, type ConnectedParent, type ParentLinkCode, type ParentRequest } from '../../api/family-api';
import { copyText } from '../../components/copy-text';
import { useToast } from '../../components/Toasts';
import { familyTexts } from '../../i18n/family';
import { formatDate as formatDay } from '../../i18n/format';
import { ErrorState, LoadingBlocks } from '../../components/states';
import { useNow } from '../../hooks/use-now';
import { parentsChanged, useParents } from '../queries';

const text = familyTexts.parents;
const codeText = familyTexts.linkCode;
const fallback = familyTexts.apiErrors;

const formatDate = (iso: string) => formatDay(iso) || iso;

/** Minutes and seconds left, as m:ss. */
const countdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** How often the list is read again while a link code is live, so a parent who used it shows up. */
const REFRESH_WHILE_CODE_LIVE_MS = 10_000;

function SubTitle({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
      {children}
    </Typography>
  );
}

/** The one-time code a parent types in their Connect Child dialog, with a copy button and a countdown to its end. */
function LinkCodeBox({ onLive }: { onLive: (live: boolean) => void }) {
  const toast = useToast();
  const now = useNow(1000);
  const [code, setCode] = useState<ParentLinkCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // Clamped to the code's lifetime: a browser clock a little behind the server's would show more.
  const secondsLeft = code ? Math.min(LINK_CODE_LIFETIME_MINUTES * 60, Math.max(0, Math.floor((new Date(code.expiresAt).getTime() - now.getTime()) / 1000))) : 0;
  const live = code !== null && secondsLeft > 0;
  useEffect(() => onLive(live), [live, onLive]);

  const make = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setCode(await familyApi.linkCode());
    } catch (error) {
      const message = errorText(error, fallback.linkCode);
      setProblem(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!code) return;
    try {
      await copyText(code.code);
      toast.success(codeText.copied);
    } catch {
      toast.error(codeText.copyFailed);
    }
  };

  return (
    <Box component="section" aria-labelledby="parent-link-code-title" data-testid="parent-link-code-box">
      <SubTitle id="parent-link-code-title">{codeText.title}</SubTitle>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {codeText.hint}
      </Typography>
      {live && code ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box>
            <Typography variant="caption" color="text.secondary" id="parent-link-code-label" sx={{ display: 'block' }}>
              {codeText.codeLabel}
            </Typography>
            <Typography
              aria-labelledby="parent-link-code-label"
              data-testid="parent-link-code"
              data-code={code.code}
              sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '1.6rem', fontWeight: 800, letterSpacing: 4 }}
            >
              {code.code}
            </Typography>
            <Typography variant="body2" color="text.secondary" role="timer" data-testid="parent-link-code-countdown" data-seconds-left={secondsLeft}>
              {codeText.expiresIn(countdown(secondsLeft))}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<ContentCopy />} onClick={copy} data-testid="parent-link-code-copy">
              {codeText.copy}
            </Button>
            <Button onClick={make} disabled={busy} data-testid="parent-link-code-renew">
              {busy ? codeText.making : codeText.makeNew}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {code && (
            <Typography color="warning.main" data-testid="parent-link-code-expired">
              {codeText.expired}
            </Typography>
          )}
          <Button variant="contained" startIcon={<Key />} onClick={make} disabled={busy} data-testid="parent-link-code-make">
            {busy ? codeText.making : code ? codeText.makeNew : codeText.make}
          </Button>
        </Stack>
      )}
      {problem && (
        <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}

/** Settings → Parents: the requests to answer, the connected parents (Remove, confirmed) and the link code. */
export function ParentsPanel() {
  const toast = useToast();
    const [busyId, setBusyId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<ConnectedParent | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [codeLive, setCodeLive] = useState(false);
  const family = useParents(codeLive ? REFRESH_WHILE_CODE_LIVE_MS : false);

  const answer = async (request: ParentRequest, accept: boolean) => {
    const name = personName(request);
    setBusyId(request.id);
    try {
      if (accept) {
        await familyApi.accept(request.id);
        toast.success(text.accepted(name));
      } else {
        await familyApi.decline(request.id);
        toast.success(text.declined(name));
      }
      void parentsChanged();
    } catch (error) {
      toast.error(errorText(error, accept ? fallback.accept : fallback.decline));
    } finally {
      setBusyId(null);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setRemoveBusy(true);
    try {
      await familyApi.remove(removing.id);
      toast.success(text.removed(personName(removing)));
      setRemoving(null);
      void parentsChanged();
    } catch (error) {
      toast.error(errorText(error, fallback.remove));
    } finally {
      setRemoveBusy(false);
    }
  };

  return (
    <Paper elevation={2} sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="student-parents-title" data-testid="student-parents">
      <Typography id="student-parents-title" variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <FamilyRestroom color="primary" aria-hidden /> {text.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text.intro}
      </Typography>

      {family.isPending ? (
        <LoadingBlocks rows={2} height={48} label={text.loading} />
      ) : family.data === undefined ? (
        <ErrorState message={errorText(family.error, fallback.parents)} onRetry={() => void family.refetch()} />
      ) : (
        <Stack spacing={3}>
          <Box component="section" aria-labelledby="parent-requests-title" data-testid="parent-requests">
            <SubTitle id="parent-requests-title">{text.requests}</SubTitle>
            {family.data.requests.length === 0 ? (
              <Typography color="text.secondary" data-testid="parent-requests-empty">
                {text.noRequests}
              </Typography>
            ) : (
              <List dense aria-labelledby="parent-requests-title">
                {family.data.requests.map((request) => {
                  const name = personName(request);
                  return (
                    <ListItem key={request.id} divider data-testid="parent-request" data-parent-id={request.id} data-username={request.username}>
                      <ListItemText primary={name === request.username ? name : `${name} (${request.username})`} secondary={text.requestedOn(formatDate(request.requestedAt))} />
                      <Stack direction="row" spacing={1} sx={{ ml: 2, flexShrink: 0 }}>
                        <Button size="small" variant="contained" onClick={() => answer(request, true)} disabled={busyId !== null} aria-label={text.acceptOf(name)} data-testid="accept-parent-request">
                          {text.accept}
                        </Button>
                        <Button size="small" color="error" onClick={() => answer(request, false)} disabled={busyId !== null} aria-label={text.declineOf(name)} data-testid="decline-parent-request">
                          {text.decline}
                        </Button>
                      </Stack>
                    </ListItem>
                  );
                })}
              </List>
            )}
          </Box>

          <Box component="section" aria-labelledby="connected-parents-title" data-testid="connected-parents">
            <SubTitle id="connected-parents-title">{text.connected}</SubTitle>
            {family.data.parents.length === 0 ? (
              <Typography color="text.secondary" data-testid="connected-parents-empty">
                {text.empty}
              </Typography>
            ) : (
              <List dense aria-labelledby="connected-parents-title">
                {family.data.parents.map((parent) => {
                  const name = personName(parent);
                  return (
                    <ListItem key={parent.id} divider data-testid="connected-parent" data-parent-id={parent.id} data-username={parent.username}>
                      <ListItemText primary={name === parent.username ? name : `${name} (${parent.username})`} secondary={text.since(formatDate(parent.connectedAt))} />
                      <Button size="small" color="error" onClick={() => setRemoving(parent)} aria-label={text.removeOf(name)} data-testid="remove-parent" sx={{ ml: 2, flexShrink: 0 }}>
                        {text.remove}
                      </Button>
                    </ListItem>
                  );
                })}
              </List>
            )}
          </Box>
        </Stack>
      )}

      <Box sx={{ mt: 3 }}>
        <LinkCodeBox onLive={setCodeLive} />
      </Box>

      <Dialog open={removing !== null} onClose={removeBusy ? undefined : () => setRemoving(null)} aria-labelledby="remove-parent-question" data-testid="remove-parent-dialog">
        <DialogContent>
          <DialogContentText id="remove-parent-question" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {removing ? text.removeQuestion(personName(removing)) : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setRemoving(null)} disabled={removeBusy} autoFocus>
            {text.cancel}
          </Button>
          <Button color="error" variant="contained" onClick={remove} disabled={removeBusy} data-testid="remove-parent-confirm">
            {text.remove}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
