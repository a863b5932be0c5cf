import CardGiftcard from '@mui/icons-material/CardGiftcard';
import Inventory2 from '@mui/icons-material/Inventory2';
import School from '@mui/icons-material/School';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import type { WishlistType } from '../../../../../domain/wishlist/priority';
import { ToneTile } from '../../../components/FigureCard';

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
    <ToneTile tone={colour}>
      <Icon />
    </ToneTile>
  );
}
