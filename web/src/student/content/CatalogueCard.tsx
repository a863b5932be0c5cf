import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import AccessTime from '@mui/icons-material/AccessTime';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import Visibility from '@mui/icons-material/Visibility';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import { formatDuration } from '../../../../domain/content/duration';
import type { ContentCard } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { ContentChips, ContentTypeIcon, PriceTag, RatingStars, teacherName, typeName } from '../../components/content/content-look';
import { Picture } from '../../components/Picture';
import { EnrollButton } from './EnrollButton';

const text = contentTexts.card;

/** A small fact with its icon; `label` is what a screen reader hears before it. */
function Fact({ icon, children, label, testId }: { icon: ReactNode; children: ReactNode; label?: string; testId?: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }} data-testid={testId}>
      <Box aria-hidden sx={{ display: 'flex', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <Typography variant="body2" noWrap component="span">
        {label && <Box component="span" sx={visuallyHidden}>{`${label}: `}</Box>}
        {children}
      </Typography>
    </Stack>
  );
}

export interface CatalogueCardProps {
  card: ContentCard;
  balance: number | null;
  wishlisted: boolean;
  /** A sponsor's pool pays the price (access info). */
  sponsored?: boolean;
  enrollBusy: boolean;
  wishlistBusy: boolean;
  onEnroll(card: ContentCard): void;
  onPreview(card: ContentCard): void;
  onWishlist(card: ContentCard): void;
}

/** One content of the catalogue: what it is, who made it, how it is rated, its price and its buttons. */
/** The 'Sponsored' mark of content a sponsor's pool pays. */
function SponsoredChip() {
  return (
    <Tooltip title={text.sponsoredHint}>
      <Chip
        size="small"
        icon={<VolunteerActivism aria-hidden />}
        label={text.sponsored}
        color="success"
        variant="outlined"
        data-testid="sponsored-chip"
        sx={{ fontWeight: 700 }}
      />
    </Tooltip>
  );
}

export function CatalogueCard({ card, balance, wishlisted, sponsored = false, enrollBusy, wishlistBusy, onEnroll, onPreview, onWishlist }: CatalogueCardProps) {
  const isSponsored = sponsored && card.tokenPrice > 0;
  const titleId = `content-card-title-${card.id}`;
  const teacher = teacherName(card);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="content-card"
      data-content-id={card.id}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3, transition: 'box-shadow 150ms', '&:hover': { boxShadow: 4 } }}
    >
      <Picture src={card.thumbnail?.url} of={{ kind: 'content', type: card.type, category: card.category }} height={140} testId="card-picture" />
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Tooltip title={text.typeLabel(typeName(card.type))}>
            <Box sx={{ display: 'flex', pt: 0.25 }} role="img" aria-label={text.typeLabel(typeName(card.type))}>
              <ContentTypeIcon type={card.type} fontSize="medium" />
            </Box>
          </Tooltip>
          <Typography id={titleId} variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {card.title}
          </Typography>
          <Tooltip title={wishlisted ? text.onWishlist : text.addToWishlist}>
            {/* A disabled button shows no tooltip without a wrapper. */}
            <span>
              <IconButton
                onClick={() => onWishlist(card)}
                disabled={wishlisted || wishlistBusy}
                aria-label={wishlisted ? text.onWishlistOf(card.title) : text.addToWishlistOf(card.title)}
                aria-pressed={wishlisted}
                data-testid="wishlist-button"
                data-wishlisted={wishlisted}
                size="small"
                sx={{ color: '#d81b60', '&.Mui-disabled': { color: wishlisted ? '#d81b60' : undefined } }}
              >
                {wishlisted ? <Favorite /> : <FavoriteBorder />}
              </IconButton>
            </span>
          </Tooltip>
        </Stack>

        <ContentChips card={card} />

        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {card.description}
        </Typography>

        <Stack spacing={0.5} sx={{ mt: 'auto' }}>
          {teacher && (
            <Fact icon={<Person />} label={text.teacher} testId="card-teacher">
              {teacher}
            </Fact>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
            <Fact icon={<AccessTime />} label={text.duration} testId="card-duration">
              {formatDuration(card.duration)}
            </Fact>
            <Fact icon={<People />} testId="card-enrollments">
              {text.enrollments(card.enrollments)}
            </Fact>
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <RatingStars rating={card.rating} count={card.ratingCount} />
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              {isSponsored && <SponsoredChip />}
              <PriceTag price={card.tokenPrice} />
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<Visibility aria-hidden />}
          onClick={() => onPreview(card)}
          aria-label={text.previewOf(card.title)}
          data-testid="preview-button"
          sx={{ flex: '1 1 auto' }}
        >
          {text.preview}
        </Button>
        <Box sx={{ flex: '2 1 auto', display: 'flex', '& > button': { flex: 1 }, ml: '0 !important' }}>
          <EnrollButton
            price={card.tokenPrice}
            balance={balance}
            title={card.title}
            sponsored={isSponsored}
            busy={enrollBusy}
            onClick={() => onEnroll(card)}
          />
        </Box>
      </CardActions>
    </Card>
  );
}
