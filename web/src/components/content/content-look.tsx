import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Description from '@mui/icons-material/Description';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import Quiz from '@mui/icons-material/Quiz';
import TouchApp from '@mui/icons-material/TouchApp';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import type { ProgressColour } from '../../../../domain/content/progress-label';
import { progressColour, progressLabel } from '../../../../domain/content/progress-label';
import type { ContentCard } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { personName } from '../../i18n/format';
import { brand } from '../../theme';
import { TokenIcon } from '../game-look';

const text = contentTexts;

export const typeName = (type: string) => text.types[type] ?? type;
export const categoryName = (category: string) => text.categories[category] ?? category;
export const difficultyName = (difficulty: string) => text.difficulties[difficulty] ?? difficulty;

/** The teacher's full name, else the username. */
export function teacherName(card: Pick<ContentCard, 'teacher' | 'teacherFirstName' | 'teacherLastName' | 'teacherUsername'>): string {
  const user = card.teacher?.user;
  return personName({ firstName: user?.firstName ?? card.teacherFirstName, lastName: user?.lastName ?? card.teacherLastName, username: user?.username || card.teacherUsername });
}

/** Seconds as 'm:ss'. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** True on phone-sized screens: dialogs then take the whole screen. */
export function useSmallScreen(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}

export function ContentTypeIcon({ type, fontSize = 'small', colour = 'primary.main' }: { type: string; fontSize?: 'inherit' | 'small' | 'medium' | 'large'; colour?: string }) {
  const props = { fontSize, 'aria-hidden': true, sx: { color: colour } } as const;
  switch (type) {
    case 'video':
      return <OndemandVideo {...props} />;
    case 'quiz':
      return <Quiz {...props} />;
    case 'interactive':
      return <TouchApp {...props} />;
    default:
      return <Description {...props} />;
  }
}

/** Each category's two colours, for the gradient a content without a picture shows instead. */
export const CATEGORY_COLOURS: Record<string, readonly [string, string]> = {
  math: ['#3d348b', '#7678ed'],
  science: ['#20543f', '#2a9d8f'],
  english: ['#7a3048', '#e76f51'],
  art: ['#8a3a9b', '#f4a261'],
  programming: ['#264653', '#3a86ff'],
  history: ['#5c4028', '#c98f3d'],
  geography: ['#1d5c7a', '#52b788'],
  general: ['#3c4a63', '#8e9aaf'],
};

export const categoryColours = (category: string) => CATEGORY_COLOURS[category] ?? CATEGORY_COLOURS.general;

/** Type, category and difficulty chips, and the premium badge. */
export function ContentChips({ card }: { card: Pick<ContentCard, 'type' | 'category' | 'difficulty' | 'visibility'> }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      <Chip size="small" label={typeName(card.type)} variant="outlined" />
      <Chip size="small" label={categoryName(card.category)} color="primary" variant="outlined" />
      <Chip size="small" label={difficultyName(card.difficulty)} variant="outlined" />
      {card.visibility === 'premium' && <PremiumBadge />}
    </Stack>
  );
}

export function PremiumBadge() {
  return (
    <Chip
      size="small"
      icon={<WorkspacePremium aria-hidden />}
      label={text.common.premium}
      data-testid="premium-badge"
      sx={{ bgcolor: '#fff4dc', color: '#7a4d00', fontWeight: 700, '& .MuiChip-icon': { color: '#b36b00' } }}
    />
  );
}

/** 'Free', or the price in tokens. */
export function PriceTag({ price }: { price: number }) {
  return price <= 0 ? (
    <Typography component="span" sx={{ fontWeight: 800, color: (theme) => (theme.palette.mode === 'dark' ? 'success.light' : 'success.dark') }} data-testid="price">
      {text.common.free}
    </Typography>
  ) : (
    <Typography component="span" sx={{ fontWeight: 800 }} data-testid="price">
      <TokenIcon /> {text.common.tokens(price)}
    </Typography>
  );
}

/** Read-only stars with the number of ratings; the words are read out instead of the stars. */
export function RatingStars({ rating, count }: { rating: number; count: number }) {
  const label = text.card.rating(rating, count);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} role="img" aria-label={label} title={label}>
      <Rating value={rating} precision={0.5} readOnly size="small" aria-hidden />
      <Typography variant="caption" color="text.secondary" aria-hidden>
        {text.card.ratingCount(count)}
      </Typography>
    </Stack>
  );
}

/** The theme colour of each progress band (domain/content/progress-label.ts decides the band). */
export const PROGRESS_COLOURS: Record<ProgressColour, (theme: Theme) => string> = {
  red: (theme) => theme.palette.error.main,
  orange: (theme) => theme.palette.warning.main,
  yellow: () => brand.gold,
  blue: (theme) => theme.palette.info.main,
  green: (theme) => theme.palette.success.main,
};

/** A progress bar coloured by its band, with the label and the percent. */
export function CourseProgressBar({ percent, title, showLabel = true }: { percent: number; title: string; showLabel?: boolean }) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  const colour = progressColour(value);
  return (
    <Box>
      {showLabel && (
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5, gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="progress-label">
            {progressLabel(value)}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="progress-percent">
            {text.common.percent(value)}
          </Typography>
        </Stack>
      )}
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={text.common.progressOf(title)}
        aria-valuetext={`${text.common.percent(value)}, ${progressLabel(value)}`}
        data-testid="progress-bar"
        data-colour={colour}
        data-value={value}
        sx={{
          height: 10,
          borderRadius: 5,
          bgcolor: 'action.hover',
          '& .MuiLinearProgress-bar': { borderRadius: 5, bgcolor: PROGRESS_COLOURS[colour] },
        }}
      />
    </Box>
  );
}
