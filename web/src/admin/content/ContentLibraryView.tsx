import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import SearchOff from '@mui/icons-material/SearchOff';
import TableRows from '@mui/icons-material/TableRows';
import ViewModule from '@mui/icons-material/ViewModule';
import { useQueryClient } from '@tanstack/react-query';
import { ExportButton, FilterLiveSearch, ListBase, Pagination, useDataProvider, useListContext, useStore } from 'react-admin';
import { CONTENT_STATUSES, type ContentStatus } from '../../../../domain/content/content-status';
import { CONTENT_CATEGORIES, CONTENT_TYPES, VISIBILITIES, type ContentCategory, type ContentType, type Visibility } from '../../../../domain/content/content-taxonomy';
import type { ContentItemRecord, ContentRecord } from '../../api/data-provider';
import { errorText } from '../../api/game-api';
import { teacherApi } from '../../api/teacher-api';
import { ChoiceField } from '../../components/ChoiceField';
import { categoryName, typeName } from '../../components/content/content-look';
import { EmptyState, ErrorState } from '../../components/states';
import { useToast } from '../../components/Toasts';
import { teacherTexts } from '../../i18n/teacher';
import { DeleteContentDialog } from '../../teacher/content/DeleteContentDialog';
import { ContentFormDialog, type SaveOutcome } from '../../teacher/content/ContentFormDialog';
import { refreshTeacher } from '../../teacher/queries';
import { adminErrorText, useListFailureToast } from '../admin-calls';
import { ListTitle } from '../ListTitle';
import { useContentPublishing } from './ContentPublishing';
import { contentExporter, ContentTable, visibilityName, type LibraryHandlers } from './ContentTable';
import { LibraryCard } from './LibraryCard';

const text = teacherTexts.library;

/** The react-admin resource of the teacher's content (GET /api/admin/content). */
export const CONTENT_RESOURCE = 'content';
const PAGE_SIZES = [10, 25, 50, 100];
/** The list's default order: newest first. */
const DEFAULT_SORT = { field: 'createdAt', order: 'DESC' as const };

type LibraryViewMode = 'table' | 'cards';

/** The Order choice's orders: each a column and a direction, as a header click would sort. */
const SORT_CHOICES = {
  newest: { field: 'createdAt', order: 'DESC' },
  title: { field: 'title', order: 'ASC' },
  enrollments: { field: 'enrollments', order: 'DESC' },
  rating: { field: 'rating', order: 'DESC' },
  updated: { field: 'updatedAt', order: 'DESC' },
  priceLow: { field: 'tokenPrice', order: 'ASC' },
  priceHigh: { field: 'tokenPrice', order: 'DESC' },
} as const satisfies Record<keyof typeof text.sorts, { field: string; order: 'ASC' | 'DESC' }>;
type SortChoice = keyof typeof SORT_CHOICES;

/** The list's sort as one choice (the cards and phones have no headers), kept in the address as the headers' sort is. */
function SortChoiceField() {
  const { sort, setSort } = useListContext<ContentRecord>();
  const current = (Object.keys(SORT_CHOICES) as SortChoice[]).find((choice) => SORT_CHOICES[choice].field === sort.field && SORT_CHOICES[choice].order === sort.order) ?? '';
  const options = (Object.keys(SORT_CHOICES) as SortChoice[]).map((choice) => [choice, text.sorts[choice]] as const);
  return (
    <ChoiceField<SortChoice | ''>
      label={text.sort}
      value={current}
      options={current === '' ? [['', text.sortByColumn], ...options] : options}
      onChange={(choice) => choice && setSort({ ...SORT_CHOICES[choice] })}
      testId="library-sort"
      fullWidth
    />
  );
}

/** The search (words of the title), the filters, the order, the view and the export; the search and filters live in the address (react-admin's list parameters). */
function LibraryToolbar({ view, onView, phone }: { view: LibraryViewMode; onView(view: LibraryViewMode): void; phone: boolean }) {
  const { filterValues, setFilters, total } = useListContext<ContentRecord>();
  const pick = <T extends string>(key: string, choices: readonly T[]): T | '' => ((choices as readonly unknown[]).includes(filterValues[key]) ? (filterValues[key] as T) : '');
  const status = filterValues.withdrawn === true ? 'withdrawn' : filterValues.withdrawn === false ? 'listed' : '';
  const filterBy = (key: string, value: unknown) => {
    const next: Record<string, unknown> = { ...filterValues };
    if (value === '' || value === undefined) delete next[key];
    else next[key] = value;
    setFilters(next, undefined, false);
  };
  return (
    <Paper elevation={1} sx={{ p: 2 }} role="search" aria-label={text.search}>
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 4 }} sx={{ '& .MuiFormControl-root': { width: '100%', m: 0 } }} data-testid="library-search">
          <FilterLiveSearch source="q" label={text.search} placeholder={text.searchPlaceholder} variant="outlined" size="small" />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <ChoiceField<ContentType | ''>
            label={text.type}
            value={pick('type', CONTENT_TYPES)}
            options={[['', text.allTypes], ...CONTENT_TYPES.map((value) => [value, typeName(value)] as const)]}
            onChange={(value) => filterBy('type', value)}
            testId="library-type"
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <ChoiceField<ContentCategory | ''>
            label={text.category}
            value={pick('category', CONTENT_CATEGORIES)}
            options={[['', text.allCategories], ...CONTENT_CATEGORIES.map((value) => [value, categoryName(value)] as const)]}
            onChange={(value) => filterBy('category', value)}
            testId="library-category"
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <ChoiceField<Visibility | ''>
            label={text.visibility}
            value={pick('visibility', VISIBILITIES)}
            options={[['', text.allVisibilities], ...VISIBILITIES.map((value) => [value, visibilityName(value)] as const)]}
            onChange={(value) => filterBy('visibility', value)}
            testId="library-visibility"
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <ChoiceField<ContentStatus | ''>
            label={text.publication}
            value={pick('status', CONTENT_STATUSES)}
            options={[['', text.allPublications], ...CONTENT_STATUSES.map((value) => [value, text.publications[value]] as const)]}
            onChange={(value) => filterBy('status', value)}
            testId="library-publication"
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <ChoiceField<'' | 'listed' | 'withdrawn'>
            label={text.status}
            value={status}
            options={[
              ['', text.allStatuses],
              ['listed', text.statuses.listed],
              ['withdrawn', text.statuses.withdrawn],
            ]}
            onChange={(value) => filterBy('withdrawn', value === '' ? '' : value === 'withdrawn')}
            testId="library-status"
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <SortChoiceField />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: { sm: 'flex-end' }, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            {!phone && (
              <ToggleButtonGroup
                size="small"
                exclusive
                value={view}
                onChange={(_, next: LibraryViewMode | null) => next && onView(next)}
                aria-label={text.view}
                sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
              >
                <ToggleButton value="table" aria-label={text.tableView} data-testid="library-view-table">
                  <TableRows fontSize="small" sx={{ mr: 0.5 }} aria-hidden /> {text.tableView}
                </ToggleButton>
                <ToggleButton value="cards" aria-label={text.cardsView} data-testid="library-view-cards">
                  <ViewModule fontSize="small" sx={{ mr: 0.5 }} aria-hidden /> {text.cardsView}
                </ToggleButton>
              </ToggleButtonGroup>
            )}
            <ExportButton exporter={contentExporter} maxResults={100} label={text.export} disabled={!total} data-testid="library-export" />
          </Stack>
        </Grid>
      </Grid>
    </Paper>
  );
}

function LoadingBlocks({ view }: { view: LibraryViewMode }) {
  return view === 'table' ? (
    <Stack spacing={1} role="status" aria-label={text.loading} aria-busy="true">
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} variant="rounded" height={44} />
      ))}
    </Stack>
  ) : (
    <Grid container spacing={2} role="status" aria-label={text.loading} aria-busy="true">
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
          <Skeleton variant="rounded" height={240} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The Content Library's screen, inside a react-admin list of the `content` resource. */
function LibraryScreen({ createAsked, onCreateOpened }: { createAsked: boolean; onCreateOpened?: () => void }) {
  const toast = useToast();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { data, total = 0, isPending, isFetching, error, refetch, filterValues, setFilters } = useListContext<ContentRecord>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [storedView, setView] = useStore<LibraryViewMode>('content.view', 'table');
  // Phones list the content as cards, one under another: nothing to scroll sideways.
  const view: LibraryViewMode = phone ? 'cards' : storedView;
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ContentItemRecord | null>(null);
  const [opening, setOpening] = useState(false);
  const [deleting, setDeleting] = useState<ContentRecord | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const records = data ?? [];
  const filtered = Object.keys(filterValues).length > 0;

  useListFailureToast(error, teacherTexts.apiErrors.library);

  // The dashboard's 'Create Content' quick action opened this tab with the create form preopened.
  useEffect(() => {
    if (!createAsked) return;
    setEditing(null);
    setFormOpen(true);
    onCreateOpened?.();
  }, [createAsked, onCreateOpened]);

  /** After a save or a delete: this list, and the header's counts and every teacher figure, read again. */
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: [CONTENT_RESOURCE] });
    void refreshTeacher();
  };

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };

  // The form needs the content as written (contentData), which the list leaves out: one read of the record first.
  const edit = async (record: ContentRecord) => {
    setOpening(true);
    try {
      const { data: item } = await dataProvider.getOne<ContentItemRecord>(CONTENT_RESOURCE, { id: record.id });
      setEditing(item);
      setFormOpen(true);
    } catch (failure) {
      toast.error(adminErrorText(failure, teacherTexts.apiErrors.fetchContent));
    } finally {
      setOpening(false);
    }
  };
  const publishing = useContentPublishing({ onChanged: refreshLists, onEdit: (record) => void edit(record) });

  const handlers: LibraryHandlers = {
    onEdit: (record) => void edit(record),
    onDelete: setDeleting,
    onPublish: (record) => void publishing.publish(record),
    onUnpublish: publishing.askUnpublish,
    busyId: publishing.busy,
  };

  const onSaved = (item: { title: string }, _created: boolean, outcome: SaveOutcome = 'saved') => {
    setFormOpen(false);
    toast.success(outcome === 'draft' ? text.savedDraft(item.title) : outcome === 'published' ? text.publishedNow(item.title) : text.saved(item.title));
    refreshLists();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      const removal = await teacherApi.deleteContent(deleting.id);
      toast.success(removal?.outcome === 'withdrawn' ? text.withdrawn(deleting.title) : text.deleted(deleting.title));
      setDeleting(null);
      refreshLists();
    } catch (failure) {
      toast.error(errorText(failure, teacherTexts.apiErrors.deleteContent));
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <Stack spacing={2.5} component="section" aria-labelledby="library-title" data-testid="content-library">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}>
        <ListTitle id="library-title" icon={<LibraryBooks color="primary" aria-hidden />} title={text.title} intro={text.intro} />
        <Button variant="contained" startIcon={<Add />} onClick={openCreate} data-testid="library-create">
          {text.create}
        </Button>
      </Stack>

      <LibraryToolbar view={view} onView={setView} phone={phone} />

      {isPending ? (
        <LoadingBlocks view={view} />
      ) : error && records.length === 0 ? (
        <ErrorState message={adminErrorText(error, teacherTexts.apiErrors.library)} onRetry={() => void refetch()} />
      ) : records.length === 0 ? (
        <Paper elevation={1}>
          {filtered ? (
            <>
              <EmptyState icon={<SearchOff fontSize="inherit" />} title={text.emptyFiltered} text={text.emptyFilteredText} testId="library-empty" />
              <Box sx={{ textAlign: 'center', pb: 3 }}>
                <Button onClick={() => setFilters({}, undefined, false)} data-testid="library-clear-filters">
                  {text.clearFilters}
                </Button>
              </Box>
            </>
          ) : (
            <>
              <EmptyState icon={<LibraryBooks fontSize="inherit" />} title={text.empty} text={text.emptyText} testId="library-empty" />
              <Box sx={{ textAlign: 'center', pb: 3 }}>
                <Button variant="contained" startIcon={<Add />} onClick={openCreate}>
                  {text.create}
                </Button>
              </Box>
            </>
          )}
        </Paper>
      ) : (
        <>
          {error && <ErrorState message={adminErrorText(error, teacherTexts.apiErrors.library)} onRetry={() => void refetch()} />}
          <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" data-testid="library-count">
            {opening ? text.loadingItem : text.total(total)}
          </Typography>
          <Box sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={isFetching}>
            {view === 'table' ? (
              <Paper elevation={1}>
                <ContentTable handlers={handlers} />
              </Paper>
            ) : (
              <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={text.title}>
                {records.map((record) => (
                  <Grid key={record.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
                    <LibraryCard item={record} handlers={handlers} />
                  </Grid>
                ))}
              </Grid>
            )}
          </Box>
          <Pagination rowsPerPageOptions={phone ? [] : PAGE_SIZES} />
        </>
      )}

      <ContentFormDialog open={formOpen} editing={editing} onClose={() => setFormOpen(false)} onSaved={onSaved} />
      <DeleteContentDialog item={deleting} deleting={deleteBusy} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
      {publishing.dialogs}
    </Stack>
  );
}

/**
 * The Content Library built with react-admin: a list of the `content` resource (the teacher's own
 * content, newest first) as a sortable table or cards (remembered; cards on phones), searched,
 * filtered and sorted on the server with the search, the filters, the sort and the page kept in the
 * address, paged and exported. Create, Edit and Delete open the library's existing dialogs.
 */
export function ContentLibraryView({ openCreate = false, onCreateOpened }: { openCreate?: boolean; onCreateOpened?: () => void }) {
  return (
    <ListBase<ContentRecord> resource={CONTENT_RESOURCE} perPage={25} sort={DEFAULT_SORT} queryOptions={{ retry: 1 }}>
      <LibraryScreen createAsked={openCreate} onCreateOpened={onCreateOpened} />
    </ListBase>
  );
}
