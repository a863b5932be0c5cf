import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import Inventory2 from '@mui/icons-material/Inventory2';
import School from '@mui/icons-material/School';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import type { WishlistType } from '../../../../../domain/wishlist/priority';

const ICONS: Record<WishlistType, typeof School> = {
  reward: CardGiftcard,
  course: School,
  certificate: WorkspacePremium,
  item: Inventory2,
};

const COLOURS: Record<WishlistType, 'primary' | 'secondary' | 'warning' | 'success'> = {
  reward: 'warning',
  course: 'primary',
  certificate: 'success',
  item: 'secondary',
};

/** The picture of a wishlist item's type, on a soft tile of its colour. */
export function WishlistTypeIcon({ type }: { type: WishlistType }) {
  const Icon = ICONS[type] ?? Inventory2;
  const colour = COLOURS[type] ?? 'secondary';
  return (
    <Box
      aria-hidden
      sx={(theme: Theme) => ({
        width: 44,
        height: 44,
        flexShrink: 0,
        borderRadius: 2.5,
        display: 'grid',
        placeItems: 'center',
        color: theme.palette[colour].main,
        bgcolor: alpha(theme.palette[colour].main, theme.palette.mode === 'dark' ? 0.22 : 0.12),
      })}
    >
      <Icon />
    </Box>
  );
}
