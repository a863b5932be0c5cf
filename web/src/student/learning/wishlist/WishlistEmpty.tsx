import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import TravelExplore from '@mui/icons-material/TravelExplore';
import { learningTexts } from '../../../i18n/learning';
import { requestStudentTab } from '../../student-tabs';

const text = learningTexts.wishlist;

/** Nothing wished for yet: add the first item, or find a course. */
export function WishlistEmpty({ onAdd }: { onAdd: () => void }) {
  return (
    <Box sx={{ textAlign: 'center', py: 5, px: 2 }} data-testid="wishlist-empty">
      <FavoriteBorder aria-hidden color="primary" sx={{ fontSize: 56 }} />
      <Typography variant="h6" component="h3" sx={{ fontWeight: 800, mt: 1 }}>
        {text.emptyTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 460, mx: 'auto', mt: 0.5 }}>
        {text.emptyText}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', mt: 2.5 }}>
        <Button variant="contained" startIcon={<Add />} onClick={onAdd} data-testid="wishlist-add-first">
          {text.addFirst}
        </Button>
        <Button variant="outlined" startIcon={<TravelExplore />} onClick={() => requestStudentTab('browse-content')}>
          {learningTexts.wishlistForm.goToBrowse}
        </Button>
      </Stack>
    </Box>
  );
}

/** The list has items, just none of the chosen type. */
export function WishlistNoneOfType({ onShowAll }: { onShowAll: () => void }) {
  return (
    <Box sx={{ textAlign: 'center', py: 4 }} data-testid="wishlist-none-of-type">
      <Typography color="text.secondary">{text.noneOfType}</Typography>
      <Button sx={{ mt: 1 }} onClick={onShowAll}>
        {text.showAll}
      </Button>
    </Box>
  );
}
