import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { priorityBarWidth, type WishlistPriority } from '../../../../../domain/wishlist/priority';
import { learningTexts } from '../../../i18n/learning';

const text = learningTexts.wishlist;

const COLOURS: Record<WishlistPriority, 'error' | 'warning' | 'info'> = { high: 'error', medium: 'warning', low: 'info' };

/** The priority in words and as a bar: high fills it, medium two thirds, low one third. */
export function PriorityBar({ priority }: { priority: WishlistPriority }) {
  const width = priorityBarWidth(priority);
  const colour = COLOURS[priority];
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {text.priority(text.priorities[priority] ?? priority)}
      </Typography>
      <Box
        aria-hidden
        sx={(theme: Theme) => ({ mt: 0.5, height: 8, borderRadius: 4, bgcolor: alpha(theme.palette[colour].main, 0.16), overflow: 'hidden' })}
      >
        <Box
          data-testid="wishlist-priority-bar"
          data-width={width}
          sx={{ width: `${width}%`, height: '100%', borderRadius: 4, bgcolor: `${colour}.main`, transition: 'width 0.3s' }}
        />
      </Box>
    </Box>
  );
}
