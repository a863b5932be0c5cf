import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import SearchOff from '@mui/icons-material/SearchOff';
import { CONTENT_TYPES, VISIBILITIES, type ContentType, type Visibility } from '../../../../domain/content/content-taxonomy';
import { errorText } from '../../api/game-api';
import { teacherApi, type LibraryItem } from '../../api/teacher-api';
import { ChoiceField } from '../../components/ChoiceField';
import { SearchField } from '../../components/SearchField';
import { useToast } from '../../components/Toasts';
import { teacherTexts } from '../../i18n/teacher';
import { typeName } from '../../components/content/content-look';
import { EmptyState, ErrorState } from '../../components/states';
import { refreshTeacher, useTeacherLibrary } from '../queries';
import { ContentFormDialog } from './ContentFormDialog';
import { DeleteContentDialog } from './DeleteContentDialog';
import { LibraryCard } from './LibraryCard';
import { ListTitle } from '../../admin/ListTitle';

const text = teacherTexts.library;

function GridSkeleton() {
  return (
    <Grid container spacing={2} role="status" aria-label={text.loading} aria-busy="true">
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
          <Skeleton variant="rounded" height={240} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The library's orders (all of it is loaded, so it sorts in the page); the first is the server's. */
const LIBRARY_SORTS = ['newest', 'title', 'enrollments', 'rating'] as const;
type LibrarySort = (typeof LIBRARY_SORTS)[number];

const ORDERS: Record<LibrarySort, (a: LibraryItem, b: LibraryItem) => number> = {
  newest: (a, b) => Date.parse(String(b.createdAt)) - Date.parse(String(a.createdAt)),
  title: (a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }),
  enrollments: (a, b) => b.enrollments - a.enrollments,
  rating: (a, b) => b.rating - a.rating,
};

interface LibraryFilter {
  q?: string;
  type?: ContentType;
  visibility?: Visibility;
}

/** The search, the filters and the order, kept in the address (`filter` as react-admin's lists keep it, and `sort`), so a reload and Back keep them. */
function useLibraryParams() {
  const [params, setParams] = useSearchParams();
  let filter: LibraryFilter = {};
  try {
    const parsed: unknown = JSON.parse(params.get('filter') ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) filter = parsed as LibraryFilter;
  } catch {
    filter = {};
  }
  const sortParam = params.get('sort');
  const sort: LibrarySort = (LIBRARY_SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as LibrarySort) : 'newest';
  const change = (next: { filter?: LibraryFilter; sort?: LibrarySort }, typing = false) => {
    // From the address as it is now: two changes in one moment both stay.
    const updated = new URLSearchParams(window.location.search);
    if (next.filter) {
      const kept = Object.fromEntries(Object.entries(next.filter).filter(([, value]) => value !== '' && value !== undefined));
      if (Object.keys(kept).length > 0) updated.set('filter', JSON.stringify(kept));
      else updated.delete('filter');
    }
    if (next.sort) {
      if (next.sort === 'newest') updated.delete('sort');
      else updated.set('sort', next.sort);
    }
    // Each letter typed replaces the address; a choice adds a step Back can undo.
    setParams(updated, { replace: typing });
  };
  return { filter, sort, change };
}

const matches = (item: LibraryItem, search: string) => {
  const words = search.trim().toLowerCase();
  return !words || item.title.toLowerCase().includes(words) || item.description.toLowerCase().includes(words);
};

/**
 * The Content Library: the teacher's own content (private included) as cards with Edit and Delete,
 * a search and filters, the create/edit modal and the delete confirmation. `openCreate` is set when
 * the dashboard's 'Create Content' quick action asks for the form; `onCreateOpened` clears it.
 */
export function ContentLibraryTab({ openCreate: createAsked = false, onCreateOpened }: { openCreate?: boolean; onCreateOpened?: () => void }) {
  const toast = useToast();
  const library = useTeacherLibrary();
  const { filter, sort, change } = useLibraryParams();
  const search = typeof filter.q === 'string' ? filter.q : '';
  const type = (CONTENT_TYPES as readonly string[]).includes(filter.type ?? '') ? (filter.type as ContentType) : '';
  const visibility = (VISIBILITIES as readonly string[]).includes(filter.visibility ?? '') ? (filter.visibility as Visibility) : '';
  const setSearch = (q: string) => change({ filter: { ...filter, q } }, true);
  const setType = (next: ContentType | '') => change({ filter: { ...filter, type: next || undefined } });
  const setVisibility = (next: Visibility | '') => change({ filter: { ...filter, visibility: next || undefined } });
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<LibraryItem | null>(null);
  const [deleting, setDeleting] = useState<LibraryItem | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  // The quick action opened this tab with the create form preopened.
  useEffect(() => {
    if (!createAsked) return;
    setEditing(null);
    setFormOpen(true);
    onCreateOpened?.();
  }, [createAsked, onCreateOpened]);

  const items = library.data ?? [];
  const shown = useMemo(
    () => items.filter((item) => matches(item, search) && (!type || item.type === type) && (!visibility || item.visibility === visibility)).sort(ORDERS[sort]),
    [items, search, type, visibility, sort],
  );
  const filtered = search.trim() !== '' || type !== '' || visibility !== '';

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };

  const onSaved = (item: { title: string }, created: boolean) => {
    setFormOpen(false);
    toast.success(created ? text.created(item.title) : text.updated(item.title));
    void refreshTeacher();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      const removal = await teacherApi.deleteContent(deleting.id);
      toast.success(removal?.outcome === 'withdrawn' ? text.withdrawn(deleting.title) : text.deleted(deleting.title));
      setDeleting(null);
      void refreshTeacher();
    } catch (error) {
      toast.error(errorText(error, teacherTexts.apiErrors.deleteContent));
    } finally {
      setDeleteBusy(false);
    }
  };

  const clearFilters = () => change({ filter: {} });

  return (
    <Stack spacing={2.5} component="section" aria-labelledby="library-title" data-testid="content-library">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}>
        <ListTitle id="library-title" icon={<LibraryBooks color="primary" aria-hidden />} title={text.title} intro={text.intro} />
        <Button variant="contained" startIcon={<Add />} onClick={openCreate} data-testid="library-create">
          {text.create}
        </Button>
      </Stack>

      <Paper elevation={1} sx={{ p: 2 }}>
        <Grid container spacing={2} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <SearchField label={text.search} placeholder={text.searchPlaceholder} value={search} onChange={setSearch} testId="library-search" />
          </Grid>
          <Grid size={{ xs: 6, md: 2.5 }}>
            <ChoiceField<ContentType | ''> label={text.type} value={type} options={[['', text.allTypes], ...CONTENT_TYPES.map((value) => [value, typeName(value)] as const)]} onChange={setType} testId="library-type" fullWidth />
          </Grid>
          <Grid size={{ xs: 6, md: 2.5 }}>
            <ChoiceField<Visibility | ''>
              label={text.visibility}
              value={visibility}
              options={[['', text.allVisibilities], ...VISIBILITIES.map((value) => [value, text.visibilities[value] ?? value] as const)]}
              onChange={setVisibility}
              testId="library-visibility"
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <ChoiceField<LibrarySort>
              label={text.sort}
              value={sort}
              options={LIBRARY_SORTS.map((value) => [value, text.sorts[value]] as const)}
              onChange={(next) => change({ sort: next })}
              testId="library-sort"
              fullWidth
            />
          </Grid>
        </Grid>
      </Paper>

      {library.isPending ? (
        <GridSkeleton />
      ) : library.data === undefined ? (
        <ErrorState message={errorText(library.error, teacherTexts.apiErrors.library)} onRetry={() => void library.refetch()} />
      ) : items.length === 0 ? (
        <Paper elevation={1}>
          <EmptyState icon={<LibraryBooks fontSize="inherit" />} title={text.empty} text={text.emptyText} testId="library-empty" />
          <Box sx={{ textAlign: 'center', pb: 3 }}>
            <Button variant="contained" startIcon={<Add />} onClick={openCreate}>
              {text.create}
            </Button>
          </Box>
        </Paper>
      ) : (
        <>
          {library.error !== null && <ErrorState message={errorText(library.error, teacherTexts.apiErrors.library)} onRetry={() => void library.refetch()} />}
          <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" data-testid="library-count">
            {text.count(shown.length, items.length)}
          </Typography>
          {shown.length === 0 ? (
            <Paper elevation={1}>
              <EmptyState icon={<SearchOff fontSize="inherit" />} title={text.emptyFiltered} text={text.emptyFilteredText} />
              {filtered && (
                <Box sx={{ textAlign: 'center', pb: 3 }}>
                  <Button onClick={clearFilters}>{text.clearFilters}</Button>
                </Box>
              )}
            </Paper>
          ) : (
            <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={text.title}>
              {shown.map((item) => (
                <Grid key={item.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
                  <LibraryCard
                    item={item}
                    onEdit={() => {
                      setEditing(item);
                      setFormOpen(true);
                    }}
                    onDelete={() => setDeleting(item)}
                  />
                </Grid>
              ))}
            </Grid>
          )}
        </>
      )}

      <ContentFormDialog open={formOpen} editing={editing} onClose={() => setFormOpen(false)} onSaved={onSaved} />
      <DeleteContentDialog item={deleting} deleting={deleteBusy} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
    </Stack>
  );
}
