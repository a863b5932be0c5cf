import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { approvalBadge, type ApprovalStatus } from '../../../../../domain/wishlist/approval';
import { learningTexts } from '../../../i18n/learning';

const text = learningTexts.wishlist;

/** The parent's decision: nothing while pending; approved or denied, with the parent's note. */
export function ApprovalBadge({ status, note }: { status: ApprovalStatus; note: string | null }) {
  if (approvalBadge(status) === null) return null;
  const approved = status === 'approved';
  return (
    <Stack spacing={0.5} data-testid="wishlist-approval" data-status={status}>
      <Chip
        size="small"
        color={approved ? 'success' : 'error'}
        variant="outlined"
        icon={approved ? <CheckCircle /> : <Cancel />}
        label={approved ? text.approved : text.denied}
        sx={(theme: Theme) => {
          // The main shades are too dim for small text on the dark surfaces: the light ones read better.
          const colour = theme.palette[approved ? 'success' : 'error'];
          const ink = theme.palette.mode === 'dark' ? colour.light : colour.dark;
          return { alignSelf: 'flex-start', fontWeight: 600, maxWidth: '100%', color: ink, borderColor: ink, '& .MuiChip-icon': { color: ink } };
        }}
      />
      {note && note.trim() && (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }} data-testid="wishlist-approval-note">
          {text.parentNote(note.trim())}
        </Typography>
      )}
    </Stack>
  );
}
