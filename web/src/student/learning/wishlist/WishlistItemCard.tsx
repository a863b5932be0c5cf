import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { learningTexts } from '../../../i18n/learning';
import { formatDate } from '../../../i18n/format';
import { TokenIcon } from '../../../components/game-look';
import { ApprovalBadge } from './ApprovalBadge';
import { CourseLink } from './CourseLink';
import { PriorityBar } from './PriorityBar';
import type { WishlistEntry } from './wishlist-view';
import { WishlistTypeIcon } from './WishlistTypeIcon';

const text = learningTexts.wishlist;

/** One wished-for thing: type, name, cost, description, priority, the parent's decision, remove. */
export function WishlistItemCard({ entry, removing, onRemove }: { entry: WishlistEntry; removing: boolean; onRemove: () => void }) {
  const titleId = `wishlist-item-${entry.id}-name`;
  const added = formatDate(entry.addedAt);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderWidth: 2, opacity: removing ? 0.6 : 1, transition: 'opacity 0.2s' }}
      data-testid="wishlist-item"
      data-item-id={entry.id}
      data-type={entry.type}
      data-priority={entry.priority}
      data-approval={entry.approvalStatus}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <WishlistTypeIcon type={entry.type} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={titleId} component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {entry.name}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mt: 0.25 }}>
              <Chip size="small" variant="outlined" label={text.types[entry.type] ?? entry.type} />
              {added && (
                <Typography variant="caption" color="text.secondary">
                  {text.addedOn(added)}
                </Typography>
              )}
            </Stack>
          </Box>
          <Typography sx={{ fontWeight: 800, whiteSpace: 'nowrap' }} data-testid="wishlist-item-cost" data-cost={entry.cost}>
            <TokenIcon /> {entry.cost > 0 ? text.cost(entry.cost) : text.free}
          </Typography>
        </Stack>
        {entry.description && entry.description.trim() && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {entry.description}
          </Typography>
        )}
        <Box sx={{ mt: 2 }}>
          <PriorityBar priority={entry.priority} />
        </Box>
        <Box sx={{ mt: 1.5 }}>
          <ApprovalBadge status={entry.approvalStatus} note={entry.approvalNote} />
        </Box>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', px: 2, pb: 1.5, pt: 0 }}>
        {entry.type === 'course' ? <CourseLink contentId={entry.contentId} name={entry.name} /> : <span />}
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlined />}
          onClick={onRemove}
          disabled={removing}
          aria-label={text.removeLabel(entry.name)}
          sx={(theme) => (theme.palette.mode === 'dark' ? { color: theme.palette.error.light } : {})}
          data-testid="wishlist-remove"
        >
          {removing ? text.removing : text.remove}
        </Button>
      </CardActions>
    </Card>
  );
}
