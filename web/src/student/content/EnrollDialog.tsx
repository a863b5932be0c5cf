import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canAfford } from '../../../../domain/content/buy-button';
import type { ContentCard } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { TokenIcon } from '../../components/game-look';
import { PriceTag, useSmallScreen } from '../../components/content/content-look';
import { useLastChosen } from '../../hooks/use-last-chosen';

const text = contentTexts.enroll;

/** What to enroll in; `sponsored` when a sponsor's pool pays the price (access info). */
export type EnrollChoice = Pick<ContentCard, 'id' | 'title' | 'tokenPrice'> & { sponsored?: boolean };

function Row({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 1, borderBottom: '1px solid', borderColor: 'divider', gap: 2 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography component="div" sx={{ fontWeight: 700, textAlign: 'right' }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

const tokens = (amount: number | null) =>
  amount === null ? (
    text.unknown
  ) : (
    <>
      <TokenIcon /> {contentTexts.common.tokens(amount)}
    </>
  );

/** The enroll confirmation: the title, the price, the balance now and after (unchanged when a sponsor pays). */
export function EnrollDialog({
  choice,
  balance,
  busy,
  onConfirm,
  onClose,
}: {
  choice: EnrollChoice | null;
  balance: number | null;
  busy: boolean;
  onConfirm(choice: EnrollChoice): void;
  onClose(): void;
}) {
  const fullScreen = useSmallScreen();
  // The last choice stays shown while the dialog closes.
  const item = useLastChosen(choice);
  const price = Math.max(0, item?.tokenPrice ?? 0);
  const sponsored = price > 0 && item?.sponsored === true;
  const cost = sponsored ? 0 : price;
  const after = balance === null ? null : balance - cost;
  const affordable = sponsored || balance === null || canAfford(price, balance);

  return (
    <Dialog
      open={choice !== null}
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby="enroll-dialog-title"
      aria-describedby="enroll-dialog-question"
      data-testid="enroll-dialog"
    >
      {item && (
        <>
          <DialogTitle id="enroll-dialog-title" sx={{ fontWeight: 800 }}>
            {text.title}
          </DialogTitle>
          <DialogContent>
            <Typography id="enroll-dialog-question" sx={{ fontWeight: 600, mb: 1.5 }}>
              {text.question(item.title)}
            </Typography>
            <Row
              label={text.price}
              testId="enroll-price"
              value={
                sponsored ? (
                  <Stack sx={{ alignItems: 'flex-end' }}>
                    <Box sx={{ textDecoration: 'line-through', color: 'text.secondary' }}>
                      <PriceTag price={price} />
                    </Box>
                    <Box component="span" sx={{ color: 'success.dark' }}>
                      {text.sponsoredPrice}
                    </Box>
                  </Stack>
                ) : (
                  <PriceTag price={price} />
                )
              }
            />
            <Row label={text.balance} value={tokens(balance)} testId="enroll-balance" />
            <Row label={text.balanceAfter} value={tokens(after)} testId="enroll-balance-after" />
            {sponsored && (
              <Alert severity="success" sx={{ mt: 2 }} data-testid="enroll-sponsored-note">
                {text.sponsoredNote}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onClose} disabled={busy}>
              {contentTexts.common.cancel}
            </Button>
            <Button variant="contained" onClick={() => onConfirm(item)} disabled={busy || !affordable} data-testid="confirm-enroll" autoFocus>
              {busy ? text.enrolling : text.confirm}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
