import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Lock from '@mui/icons-material/Lock';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { formatDuration } from '../../../../domain/content/duration';
import { Link as RouterLink } from 'react-router';
import type { ContentRecord } from '../../api/data-provider';
import { teacherTexts } from '../../i18n/teacher';
import { ContentChips, ContentTypeIcon, PriceTag, RatingStars } from '../../components/content/content-look';
import { Picture } from '../../components/Picture';
import { PublicationChip } from './ContentPublishing';
import { publicationAction, type LibraryHandlers } from './ContentTable';

const text = teacherTexts.library;

/** One content of the library as a card (the list's cards view, and phones): what it is, its figures, and Publish or Unpublish / Edit / Delete / Open. */
export function LibraryCard({ item, handlers }: { item: ContentRecord; handlers: LibraryHandlers }) {
  const publication = publicationAction(item, handlers);
  return (
    <Card elevation={2} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="library-card" data-content-id={item.id} component="article" aria-labelledby={`library-card-${item.id}`}>
      <Picture src={item.thumbnail?.url} of={{ kind: 'content', type: item.type, category: item.category }} height={120} testId="library-card-picture" />
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ pt: 0.25 }}>
            <ContentTypeIcon type={item.type} />
          </Box>
          <Typography id={`library-card-${item.id}`} variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, flex: 1, wordBreak: 'break-word' }}>
            {item.title}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
          <PublicationChip record={item} />
          {item.visibility === 'private' && <Chip size="small" icon={<Lock aria-hidden />} label={text.visibilities.private} data-testid="private-badge" />}
          {item.withdrawn && <Chip size="small" color="warning" label={text.withdrawnBadge} data-testid="withdrawn-badge" />}
        </Stack>
        <ContentChips card={item} />
        <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {item.description}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'center', mt: 'auto' }}>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="library-duration">
            <AccessTime fontSize="small" aria-label={text.duration} />
            {formatDuration(item.duration)}
          </Typography>
          <PriceTag price={item.tokenPrice} />
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {[text.views(item.views), text.enrollments(item.enrollments), text.completions(item.completions)].join(' · ')}
        </Typography>
        {item.ratingCount > 0 ? (
          <RatingStars rating={item.rating} count={item.ratingCount} />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {text.noRatings}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 0.5, flexWrap: 'wrap' }}>
        {publication && (
          <Button
            size="small"
            variant={publication.draft ? 'contained' : 'outlined'}
            color={publication.draft ? 'primary' : 'inherit'}
            startIcon={publication.icon}
            onClick={publication.act}
            disabled={publication.busy}
            aria-label={publication.name}
            data-testid={publication.draft ? 'library-publish' : 'library-unpublish'}
          >
            {publication.busy && publication.draft ? text.publishing : publication.label}
          </Button>
        )}
        <Button size="small" variant="outlined" startIcon={<Edit />} onClick={() => handlers.onEdit(item)} aria-label={text.editOf(item.title)} data-testid="library-edit">
          {text.edit}
        </Button>
        <Button size="small" color="error" startIcon={<Delete />} onClick={() => handlers.onDelete(item)} disabled={item.withdrawn === true} aria-label={text.deleteOf(item.title)} data-testid="library-delete">
          {text.delete}
        </Button>
        <Button size="small" component={RouterLink} to={`/student/content/${item.id}`} startIcon={<OpenInNew />} aria-label={text.openOf(item.title)} sx={{ ml: 'auto' }}>
          {text.open}
        </Button>
      </CardActions>
    </Card>
  );
}
