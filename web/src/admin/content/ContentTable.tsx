import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Lock from '@mui/icons-material/Lock';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Publish from '@mui/icons-material/Publish';
import Unpublished from '@mui/icons-material/Unpublished';
import { Link as RouterLink } from 'react-router';
import { Datagrid, downloadCSV, FunctionField, type Exporter } from 'react-admin';
import type { ContentRecord } from '../../api/data-provider';
import { csvDocument } from '../../components/csv';
import { categoryName, ContentTypeIcon, difficultyName, PriceTag, RatingStars, typeName } from '../../components/content/content-look';
import { teacherTexts } from '../../i18n/teacher';
import { formatDate, formatInteger } from '../../i18n/format';
import { SortableDatagridHeader } from '../SortableDatagridHeader';
import { PublicationChip } from './ContentPublishing';

const text = teacherTexts.library;

export const visibilityName = (visibility: string) => text.visibilities[visibility] ?? visibility;

/** The library as CSV (the export button's): one content item a line, its words by label, times as ISO 8601. */
export const contentExporter: Exporter<ContentRecord> = (records) => {
  downloadCSV(
    csvDocument(
      text.exportColumns,
      records.map((record) => [
        record.title,
        typeName(record.type),
        categoryName(record.category),
        difficultyName(record.difficulty),
        visibilityName(record.visibility),
        text.publications[record.status],
        record.withdrawn ? text.statuses.withdrawn : text.statuses.listed,
        record.tokenPrice,
        record.duration,
        record.views,
        record.enrollments,
        record.completions,
        record.ratingCount > 0 ? record.rating : '',
        record.ratingCount,
        new Date(record.createdAt).toISOString(),
        new Date(record.updatedAt).toISOString(),
      ]),
    ),
    text.exportFile,
  );
};

/** What a row or a card of the library can do: the existing dialogs open from here. */
export interface LibraryHandlers {
  onEdit(record: ContentRecord): void;
  onDelete(record: ContentRecord): void;
  onPublish(record: ContentRecord): void;
  onUnpublish(record: ContentRecord): void;
  /** The content a publish or unpublish call is out for. */
  busyId: number | null;
}

/** Publish a draft, or unpublish published content; withdrawn content has neither (it is out of the catalogue for good). */
export function publicationAction(record: ContentRecord, handlers: LibraryHandlers) {
  if (record.withdrawn) return null;
  const draft = record.status === 'draft';
  return {
    draft,
    label: draft ? text.publish : text.unpublish,
    name: draft ? text.publishOf(record.title) : text.unpublishOf(record.title),
    icon: draft ? <Publish fontSize="small" /> : <Unpublished fontSize="small" />,
    busy: handlers.busyId === record.id,
    act: () => (draft ? handlers.onPublish(record) : handlers.onUnpublish(record)),
  };
}

/** Publish or Unpublish, Edit, Delete (withdrawn content cannot be deleted again) and Open, as icon buttons named for their content. */
function RowActions({ record, handlers }: { record: ContentRecord; handlers: LibraryHandlers }) {
  const publication = publicationAction(record, handlers);
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {publication && (
        <Tooltip title={publication.label}>
          <span>
            <IconButton
              size="small"
              color={publication.draft ? 'primary' : 'default'}
              onClick={publication.act}
              disabled={publication.busy}
              aria-label={publication.name}
              data-testid={publication.draft ? 'library-publish' : 'library-unpublish'}
            >
              {publication.icon}
            </IconButton>
          </span>
        </Tooltip>
      )}
      <Tooltip title={text.edit}>
        <IconButton size="small" onClick={() => handlers.onEdit(record)} aria-label={text.editOf(record.title)} data-testid="library-edit">
          <Edit fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={text.delete}>
        {/* A span keeps the tooltip on a disabled button. */}
        <span>
          <IconButton size="small" color="error" onClick={() => handlers.onDelete(record)} disabled={record.withdrawn} aria-label={text.deleteOf(record.title)} data-testid="library-delete">
            <Delete fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={text.open}>
        <IconButton size="small" component={RouterLink} to={`/student/content/${record.id}`} aria-label={text.openOf(record.title)}>
          <OpenInNew fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/** The title with its type's icon, the draft or published chip, the private and withdrawn badges, and a line naming its type and visibility. */
function TitleCell({ record }: { record: ContentRecord }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 180 }}>
      <Box sx={{ pt: 0.25 }}>
        <ContentTypeIcon type={record.type} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 700, wordBreak: 'break-word' }} data-testid="library-row-title">
            {record.title}
          </Typography>
          <PublicationChip record={record} />
          {record.visibility === 'private' && <Chip size="small" icon={<Lock aria-hidden />} label={text.visibilities.private} data-testid="private-badge" />}
          {record.withdrawn && <Chip size="small" color="warning" label={text.withdrawnBadge} data-testid="withdrawn-badge" />}
        </Stack>
        <Typography variant="caption" color="text.secondary" component="div">
          {`${typeName(record.type)} · ${visibilityName(record.visibility)}`}
        </Typography>
      </Box>
    </Stack>
  );
}

/**
 * The library as react-admin's Datagrid: every column but the actions sorts on the server (the
 * header says so with aria-sort); the type, visibility and last change sort through the Order
 * choice (the table stays within a laptop's width); a row's buttons edit, delete or open its content.
 */
export function ContentTable({ handlers }: { handlers: LibraryHandlers }) {
  const c = text.columns;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Datagrid
        rowClick={false}
        bulkActionButtons={false}
        header={<SortableDatagridHeader />}
        data-testid="library-table"
        sx={{ '& .RaDatagrid-row': { verticalAlign: 'middle' } }}
      >
        <FunctionField<ContentRecord> source="title" label={c.title} render={(record) => <TitleCell record={record} />} />
        <FunctionField<ContentRecord> source="category" label={c.category} render={(record) => categoryName(record.category)} />
        <FunctionField<ContentRecord> source="tokenPrice" label={c.price} render={(record) => <PriceTag price={record.tokenPrice} />} sx={{ whiteSpace: 'nowrap' }} />
        <FunctionField<ContentRecord> source="enrollments" label={c.enrollments} textAlign="right" render={(record) => formatInteger(record.enrollments)} />
        <FunctionField<ContentRecord>
          source="rating"
          label={c.rating}
          render={(record) =>
            record.ratingCount > 0 ? (
              <RatingStars rating={record.rating} count={record.ratingCount} />
            ) : (
              <Typography variant="caption" color="text.secondary">
                {text.noRatings}
              </Typography>
            )
          }
        />
        <FunctionField<ContentRecord> source="createdAt" label={c.createdAt} render={(record) => formatDate(record.createdAt)} sx={{ whiteSpace: 'nowrap' }} />
        <FunctionField<ContentRecord> label={c.actions} textAlign="right" sortable={false} render={(record) => <RowActions record={record} handlers={handlers} />} />
      </Datagrid>
    </Box>
  );
}
