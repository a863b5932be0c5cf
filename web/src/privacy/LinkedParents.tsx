import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText } from '../api/game-api';
import { familyApi, personName, type ConnectedParent } from '../api/family-api';
import { useToast } from '../components/Toasts';
import { privacyTexts } from '../i18n/privacy';
import { ErrorState, LoadingBlocks } from '../components/states';
import { parentsChanged, useParents } from '../student/queries';

const text = privacyTexts.dialog;

/** The parents who can see the student's progress, by name, each with a Remove that asks first. */
export function LinkedParents() {
  const toast = useToast();
  const family = useParents();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (parent: ConnectedParent) => {
    setBusy(true);
    try {
      await familyApi.remove(parent.id);
      toast.success(text.removed(personName(parent)));
      setConfirming(null);
      void parentsChanged();
    } catch (error) {
      toast.error(errorText(error, privacyTexts.apiErrors.removeParent));
    } finally {
      setBusy(false);
    }
  };

  if (family.isPending) return <LoadingBlocks rows={1} height={48} label={text.loadingParents} />;
  if (family.data === undefined) return <ErrorState message={errorText(family.error, privacyTexts.apiErrors.parents)} onRetry={() => void family.refetch()} />;
  if (family.data.parents.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="privacy-no-parents">
        {text.noParents}
      </Typography>
    );
  }
  return (
    <List dense aria-label={text.parentsTitle} data-testid="privacy-linked-parents">
      {family.data.parents.map((parent) => {
        const name = personName(parent);
        return (
          <ListItem key={parent.id} divider data-testid="privacy-linked-parent" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText primary={name} secondary={name === parent.username ? null : parent.username} />
            {confirming === parent.id ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" role="alert">
                  {text.confirmRemove(name)}
                </Typography>
                <Button color="error" variant="contained" onClick={() => remove(parent)} disabled={busy} sx={{ minHeight: 44 }} data-testid="privacy-confirm-remove-parent">
                  {text.confirm}
                </Button>
                <Button onClick={() => setConfirming(null)} disabled={busy} sx={{ minHeight: 44 }}>
                  {text.cancel}
                </Button>
              </Stack>
            ) : (
              <Button color="error" onClick={() => setConfirming(parent.id)} aria-label={text.removeOf(name)} sx={{ minHeight: 44 }} data-testid="privacy-remove-parent">
                {text.remove}
              </Button>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
