import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Star from '@mui/icons-material/Star';
import { RATING_STARS } from '../../../../domain/content/rating';
import { ratingBuckets, type TeacherAnalytics } from '../../api/teacher-api';
import { teacherTexts } from '../../i18n/teacher';
import { Panel } from '../../components/Panel';
import { EmptyState } from '../../components/states';
import { RateBar } from '../../components/RateBar';

const text = teacherTexts.analytics.ratings;

/** The average to 1 decimal with 5 stars, the number of reviews, and the distribution from 5 stars down to 1. */
export function RatingsPanel({ ratings }: { ratings: TeacherAnalytics['ratings'] }) {
  const buckets = ratingBuckets(ratings.ratingDistribution);
  const total = ratings.totalReviews > 0 ? ratings.totalReviews : buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  const average = Math.round((Number.isFinite(ratings.averageRating) ? ratings.averageRating : 0) * 10) / 10;
  return (
    <Panel title={text.title} icon={<Star />} testId="analytics-ratings">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Box sx={{ textAlign: 'center', minWidth: 140 }}>
          <Typography sx={{ fontWeight: 800, fontSize: '2.6rem', lineHeight: 1.1 }} data-testid="ratings-average" aria-label={`${text.average}: ${text.stars(average)}`}>
            {average.toFixed(1)}
          </Typography>
          <Box role="img" aria-label={text.stars(average)}>
            <Rating value={average} max={RATING_STARS} precision={0.1} readOnly aria-hidden />
          </Box>
          <Typography variant="body2" color="text.secondary" data-testid="ratings-total">
            {text.reviews(total)}
          </Typography>
        </Box>
        {total === 0 ? (
          <Box sx={{ flex: 1 }}>
            <EmptyState icon={<Star fontSize="inherit" />} title={text.empty} text={text.emptyText} />
          </Box>
        ) : (
          <Stack spacing={1} sx={{ flex: 1 }} component="ul" aria-label={text.distribution} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {buckets.map((bucket) => {
              const share = bucket.percent;
              return (
                <Stack key={bucket.stars} component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center' }} data-testid={`ratings-row-${bucket.stars}`}>
                  <Typography variant="body2" sx={{ width: 32, fontWeight: 700 }} aria-hidden>
                    {text.starLabel(bucket.stars)}
                  </Typography>
                  <Box sx={{ flex: 1 }}>
                    <RateBar value={share} label={text.row(bucket.stars, bucket.count, share)} tone="warning" />
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ width: 40, textAlign: 'right' }} aria-hidden>
                    {bucket.count}
                  </Typography>
                </Stack>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Panel>
  );
}
