import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ContentCard } from '../../api/teacher-api';
import { teacherTexts } from '../../i18n/teacher';

const text = teacherTexts.deleteDialog;

/** The delete confirmation: 'Are you sure you want to delete this content?' */
export function DeleteContentDialog({ item, deleting, onCancel, onConfirm }: { item: ContentCard | null; deleting: boolean; onCancel(): void; onConfirm(): void }) {
  return (
    <Dialog open={item !== null} onClose={deleting ? undefined : onCancel} aria-labelledby="delete-content-title" aria-describedby="delete-content-question" data-testid="delete-content-dialog">
      <DialogTitle id="delete-content-title">{text.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-content-question" sx={{ color: 'text.primary', fontWeight: 600 }}>
          {text.question}
        </DialogContentText>
        {item && (
          <Typography sx={{ mt: 1 }} data-testid="delete-content-title-text">
            {text.which(item.title)}
          </Typography>
        )}
        {item && item.enrollments > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {text.enrolledNote}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={deleting} autoFocus>
          {text.cancel}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={deleting} data-testid="delete-content-confirm">
          {deleting ? text.deleting : text.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
