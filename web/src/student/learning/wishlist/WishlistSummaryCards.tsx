import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Toll from '@mui/icons-material/Toll';
import type { wishlistSummary } from '../../../../../domain/wishlist/priority';
import { learningTexts } from '../../../i18n/learning';

const text = learningTexts.wishlist.summary;

type Summary = ReturnType<typeof wishlistSummary>;
type Tone = 'primary' | 'warning' | 'success' | 'info' | 'error';

function SummaryCard({ label, value, icon, tone, testId }: { label: string; value: ReactNode; icon: ReactNode; tone: Tone; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.75, height: '100%', display: 'flex', gap: 1.25, alignItems: 'center' }} data-testid={testId}>
      <Box aria-hidden sx={{ color: `${tone}.main`, display: 'flex' }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', lineHeight: 1.2 }}>{value}</Typography>
      </Box>
    </Paper>
  );
}

/** Items, total cost, and how many the parent approved, has still to decide, or denied. */
export function WishlistSummaryCards({ summary }: { summary: Summary }) {
  const cards: Array<{ key: string; label: string; value: ReactNode; icon: ReactNode; tone: Tone }> = [
    { key: 'count', label: text.items, value: summary.count, icon: <FormatListBulleted />, tone: 'primary' },
    { key: 'cost', label: text.totalCost, value: learningTexts.wishlist.cost(summary.totalCost), icon: <Toll />, tone: 'warning' },
    { key: 'approved', label: text.approved, value: summary.approved, icon: <CheckCircle />, tone: 'success' },
    { key: 'pending', label: text.pending, value: summary.pending, icon: <HourglassEmpty />, tone: 'info' },
    { key: 'denied', label: text.denied, value: summary.denied, icon: <Cancel />, tone: 'error' },
  ];
  return (
    <Box component="section" aria-label={text.label}>
      <Grid container spacing={1.5}>
        {cards.map((card) => (
          <Grid key={card.key} size={{ xs: 6, sm: 4, md: 'grow' }}>
            <SummaryCard label={card.label} value={card.value} icon={card.icon} tone={card.tone} testId={`wishlist-summary-${card.key}`} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
