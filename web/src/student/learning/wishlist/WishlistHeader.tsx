import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Favorite from '@mui/icons-material/Favorite';
import { learningTexts } from '../../../i18n/learning';
import { brand } from '../../../theme';

const text = learningTexts.wishlist;

export const WISHLIST_TITLE_ID = 'wishlist-title';

/** The title, the totals (how many items, what they cost) and 'Add item' once the list has something. */
export function WishlistHeader({
  count,
  totalCost,
  showAdd,
  onAdd,
  titleRef,
}: {
  count: number | null;
  totalCost: number | null;
  showAdd: boolean;
  onAdd: () => void;
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    // The brand gradient: white text, and the white band of the focus ring, stand out on every stop.
    <Box sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, color: 'common.white', background: brand.gradient }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography
            id={WISHLIST_TITLE_ID}
            ref={titleRef}
            tabIndex={-1}
            variant="h5"
            component="h2"
            sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 1, outline: 'none' }}
          >
            <Favorite aria-hidden /> {text.title}
          </Typography>
          <Typography variant="body2" sx={{ opacity: 0.92, mt: 0.5 }}>
            {text.subtitle}
          </Typography>
          {count !== null && totalCost !== null && (
            <Typography sx={{ fontWeight: 700, mt: 1 }} data-testid="wishlist-total" data-count={count} data-total-cost={totalCost}>
              {text.totals(count, totalCost)}
            </Typography>
          )}
        </Box>
        {showAdd && (
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={onAdd}
            data-testid="wishlist-add-button"
            sx={{ bgcolor: 'common.white', color: '#3e27a6', flexShrink: 0, '&:hover': { bgcolor: 'rgba(255,255,255,0.88)' } }}
          >
            {text.addItem}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
