import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import MenuBook from '@mui/icons-material/MenuBook';
import TravelExplore from '@mui/icons-material/TravelExplore';
import { CONTENT_CATEGORIES, CONTENT_TYPES, type ContentCategory, type ContentType } from '../../../../domain/content/content-taxonomy';
import { MY_COURSE_SORTS, type MyCourseList, type MyCourseSort } from '../../../../domain/content/my-course-list';
import { formatInteger } from '../../i18n/format';
import { resolveTimeZone } from '../../../../domain/shared/calendar';
import { errorText } from '../../api/game-api';
import { useAuth } from '../../auth/auth-context';
import { ChoiceField } from '../../components/ChoiceField';
import { contentTexts } from '../../i18n/content';
import { EmptyState, ErrorState, LoadingBlocks } from '../../components/states';
import { requestStudentTab } from '../student-tabs';
import { useNow } from '../../hooks/use-now';
import { categoryName, typeName } from '../../components/content/content-look';
import { CourseCard } from './CourseCard';
import { forgetRequestedType, requestedCompleted, requestedType } from './requested-type';
import { useMyCoursePages } from '../queries';

const text = contentTexts.myCourses;

const SELECT_WIDTH = { minWidth: { xs: '100%', sm: 200 } };

function Empty({ list, filtered }: { list: MyCourseList; filtered: boolean }) {
  if (filtered) return <EmptyState icon={<FilterAltOff />} title={text.emptyFiltered} text={text.emptyFilteredText} testId="mycourses-empty" />;
  return (
    <Box sx={{ textAlign: 'center' }} data-testid="mycourses-empty">
      {list === 'active' ? (
        <EmptyState icon={<MenuBook />} title={text.emptyActive} text={text.emptyActiveText} />
      ) : (
        <EmptyState icon={<EmojiEvents />} title={text.emptyCompleted} text={text.emptyCompletedText} />
      )}
      <Button variant="contained" startIcon={<TravelExplore aria-hidden />} onClick={() => requestStudentTab('browse-content')} data-testid="mycourses-browse">
        {text.browse}
      </Button>
    </Box>
  );
}

/** My Courses (spec §2): active and completed courses, a category filter, a sort and course cards, a page at a time. */
export function MyCoursesTab() {
  const { user } = useAuth();
  const now = useNow();
  const timeZone = resolveTimeZone(user?.timeZone);
  const [list, setList] = useState<MyCourseList>(() => (requestedCompleted('my-courses') ? 'completed' : 'active'));
  const [category, setCategory] = useState<ContentCategory | ''>('');
  const [sort, setSort] = useState<MyCourseSort>('recent');
  // Video Courses opens this tab on the video lessons.
  const [type, setType] = useState<ContentType | ''>(() => requestedType('my-courses'));
  useEffect(() => forgetRequestedType('my-courses'), []);

  const pages = useMyCoursePages({ list, category, type, sort });
  const first = pages.data?.pages[0];
  const shown = pages.data?.pages.flatMap((page) => page.courses) ?? [];
  const total = first?.total ?? 0;
  const count = (name: MyCourseList) => (first ? (name === 'active' ? first.activeCount : first.completedCount) : null);
  const inList = count(list) ?? 0;

  return (
    <Paper elevation={2} sx={{ p: { xs: 1.5, sm: 3 } }} component="section" aria-labelledby="mycourses-title">
      <Typography id="mycourses-title" variant="h5" component="h2" sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 1 }}>
        <MenuBook color="primary" aria-hidden /> {text.title}
      </Typography>

      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, gap: 1.5, mt: 1, mb: 2.5 }}>
        <Tabs
          value={list}
          onChange={(_, next: MyCourseList) => setList(next)}
          aria-label={text.tabsLabel}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="active" label={text.active(count('active'))} id="mycourses-tab-active" aria-controls="mycourses-panel" data-testid="mycourses-active-tab" sx={{ minHeight: 48 }} />
          <Tab value="completed" label={text.completed(count('completed'))} id="mycourses-tab-completed" aria-controls="mycourses-panel" data-testid="mycourses-completed-tab" sx={{ minHeight: 48 }} />
        </Tabs>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <ChoiceField<ContentCategory | ''>
            label={text.category}
            value={category}
            onChange={setCategory}
            testId="mycourses-category"
            sx={SELECT_WIDTH}
            options={[['', text.allCategories], ...CONTENT_CATEGORIES.map((name) => [name, categoryName(name)] as const)]}
          />
          <ChoiceField<ContentType | ''>
            label={contentTexts.browse.type}
            value={type}
            onChange={setType}
            testId="mycourses-type"
            sx={SELECT_WIDTH}
            options={[['', contentTexts.browse.allTypes], ...CONTENT_TYPES.map((name) => [name, typeName(name)] as const)]}
          />
          <ChoiceField<MyCourseSort>
            label={text.sort}
            value={sort}
            onChange={setSort}
            testId="mycourses-sort"
            sx={SELECT_WIDTH}
            options={MY_COURSE_SORTS.map((name) => [name, text.sorts[name]] as const)}
          />
        </Stack>
      </Stack>

      <Box role="tabpanel" id="mycourses-panel" aria-labelledby={`mycourses-tab-${list}`}>
        {pages.isPending ? (
          <LoadingBlocks rows={3} height={140} label={text.loading} />
        ) : !pages.data ? (
          <ErrorState message={errorText(pages.error, contentTexts.apiErrors.myCourses)} onRetry={() => void pages.refetch()} />
        ) : shown.length === 0 ? (
          <Empty list={list} filtered={inList > 0} />
        ) : (
          <>
            <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, opacity: pages.isPlaceholderData ? 0.6 : 1 }} aria-busy={pages.isPlaceholderData}>
              {shown.map((course) => (
                <Grid key={course.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                  <CourseCard course={course} now={now} timeZone={timeZone} />
                </Grid>
              ))}
            </Grid>
            {pages.hasNextPage && !pages.isPlaceholderData && (
              <Box sx={{ textAlign: 'center', mt: 2.5 }}>
                {pages.isFetchNextPageError && (
                  <Typography role="alert" color="error" variant="body2" sx={{ mb: 1 }}>
                    {errorText(pages.error, contentTexts.apiErrors.myCourses)}
                  </Typography>
                )}
                <Button variant="outlined" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage} data-testid="mycourses-show-more">
                  {text.showMore(formatInteger(shown.length), formatInteger(total))}
                </Button>
              </Box>
            )}
          </>
        )}
      </Box>
    </Paper>
  );
}
