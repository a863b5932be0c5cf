import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { classesApi } from '../api/classes-api';
import { contentApi, type BrowseQuery, type MyCoursePageQuery } from '../api/content-api';
import { MY_COURSE_PAGE_SIZE, type MyCourseList } from '../../../domain/content/my-course-list';
import { familyApi } from '../api/family-api';
import { gameApi, type ChallengePeriod, type LeaderboardQuery, type StudentProfileChanges } from '../api/game-api';
import { learningApi } from '../api/learning-api';
import { notificationsApi } from '../api/notifications-api';
import { ApiError } from '../api/api-error';
import { contentTexts } from '../i18n/content';
import { invalidateKeys } from '../query-client';

/** The student's data in the query cache, one key per thing the server answers. */
export const studentKeys = {
  all: ['student'] as const,
  gaming: ['student', 'gaming'] as const,
  activity: ['student', 'activity'] as const,
  inventory: ['student', 'inventory'] as const,
  crafting: ['student', 'crafting'] as const,
  chest: ['student', 'chest'] as const,
  odds: ['student', 'odds'] as const,
  challenges: ['student', 'challenges'] as const,
  receivedChallenges: ['student', 'received-challenges'] as const,
  leaderboards: ['student', 'leaderboard'] as const,
  leaderboard: (query: LeaderboardQuery) => ['student', 'leaderboard', query] as const,
  parentGoals: ['student', 'parent-goals'] as const,
  announcements: ['student', 'announcements'] as const,
  parents: ['student', 'parents'] as const,
  classes: ['student', 'classes'] as const,
  invitations: ['student', 'invitations'] as const,
  courses: ['student', 'courses'] as const,
  contents: ['student', 'content'] as const,
  content: (id: number | null) => ['student', 'content', id] as const,
  accesses: ['student', 'access'] as const,
  access: (contentId: number) => ['student', 'access', contentId] as const,
  wishlist: ['student', 'wishlist'] as const,
  browse: (query: BrowseQuery) => ['student', 'browse', query] as const,
  analytics: ['student', 'analytics'] as const,
  subject: (subject: string) => ['student', 'analytics', 'subject', subject] as const,
  learningPattern: ['student', 'analytics', 'pattern'] as const,
  peerComparison: ['student', 'analytics', 'peers'] as const,
};

/** What XP, a streak day or a claimed challenge moves: levels, counters, goals, drops and places. */
export const PROGRESS_KEYS = [
  studentKeys.gaming,
  studentKeys.activity,
  studentKeys.inventory,
  studentKeys.crafting,
  studentKeys.challenges,
  studentKeys.leaderboards,
  studentKeys.analytics,
] as const;

/** After XP, a counted streak day or a claimed challenge. */
export const progressChanged = () => invalidateKeys(...PROGRESS_KEYS);

/** After learning that may award XP (progress, a quiz, a step): the progress and the courses. */
export const learningChanged = () => invalidateKeys(...PROGRESS_KEYS, studentKeys.courses);

/** After an item was crafted, used or sold: the bag, the recipes, the counters and the balance. */
export const itemsChanged = () => invalidateKeys(studentKeys.inventory, studentKeys.crafting, studentKeys.activity, studentKeys.gaming);

/** After the avatar or the leaderboard choice was saved. */
export const profileChanged = () => invalidateKeys(studentKeys.gaming, studentKeys.leaderboards);

/** After joining or leaving a class, or answering an invitation. */
export const classesChanged = () => invalidateKeys(studentKeys.classes, studentKeys.invitations, studentKeys.peerComparison);

/** After a parent link changed: the parents, their goals. */
export const parentsChanged = () => invalidateKeys(studentKeys.parents, studentKeys.parentGoals);

/** After an enrollment: the balance, the courses and what the student holds. */
export const enrollmentsChanged = () =>
  invalidateKeys(studentKeys.gaming, studentKeys.courses, studentKeys.accesses, studentKeys.contents, studentKeys.wishlist);

export const useGamingProfile = (enabled = true) => useQuery({ queryKey: studentKeys.gaming, queryFn: () => gameApi.gaming(), enabled });
export const useActivity = () => useQuery({ queryKey: studentKeys.activity, queryFn: () => gameApi.activity() });
export const useInventory = () => useQuery({ queryKey: studentKeys.inventory, queryFn: () => gameApi.inventory() });
export const useChestStatus = () => useQuery({ queryKey: studentKeys.chest, queryFn: () => gameApi.chestStatus() });
export const useOdds = () => useQuery({ queryKey: studentKeys.odds, queryFn: () => gameApi.odds() });
export const useChallenges = () => useQuery({ queryKey: studentKeys.challenges, queryFn: () => gameApi.challenges() });
export const useReceivedChallenges = () => useQuery({ queryKey: studentKeys.receivedChallenges, queryFn: () => learningApi.receivedChallenges() });
export const useParentGoals = () => useQuery({ queryKey: studentKeys.parentGoals, queryFn: () => familyApi.goals() });
export const useStudentAnnouncements = () => useQuery({ queryKey: studentKeys.announcements, queryFn: () => notificationsApi.studentAnnouncements() });
/** The student's parents and requests; asked again every `refetchInterval` ms while given (a link code is live). */
export const useParents = (refetchInterval: number | false = false) =>
  useQuery({ queryKey: studentKeys.parents, queryFn: () => familyApi.parents(), refetchInterval });
export const useStudentClasses = () => useQuery({ queryKey: studentKeys.classes, queryFn: () => classesApi.studentClasses() });
export const useClassInvitations = () => useQuery({ queryKey: studentKeys.invitations, queryFn: () => classesApi.invitations() });
/** The student's courses, for a view and for a button that needs them once (Continue Learning). */
export const myCoursesQuery = queryOptions({ queryKey: studentKeys.courses, queryFn: () => contentApi.myCourses() });
export const useMyCourses = () => useQuery(myCoursesQuery);

/** What My Courses shows: one list, of a category and a type, in an order. */
export type MyCourseView = { list: MyCourseList } & Omit<MyCoursePageQuery, 'offset' | 'limit'>;

/**
 * My Courses a page at a time (Show more), under the courses' key so that whatever changes the
 * student's courses asks for them again. Another list, filter or order keeps the courses shown until
 * its own first page arrives.
 */
export const useMyCoursePages = ({ list, ...view }: MyCourseView) =>
  useInfiniteQuery({
    queryKey: [...studentKeys.courses, 'pages', list, view] as const,
    queryFn: ({ pageParam }) => contentApi.myCoursePage(list, { ...view, offset: pageParam, limit: MY_COURSE_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.courses.length, 0);
      return last.courses.length > 0 && shown < last.total ? shown : undefined;
    },
    placeholderData: keepPreviousData,
  });
export const useWishlist = () => useQuery({ queryKey: studentKeys.wishlist, queryFn: () => learningApi.wishlist() });
export const useAnalyticsDashboard = () => useQuery({ queryKey: studentKeys.analytics, queryFn: () => learningApi.analyticsDashboard() });
export const useLearningPattern = () => useQuery({ queryKey: studentKeys.learningPattern, queryFn: () => learningApi.learningPattern() });
export const usePeerComparison = () => useQuery({ queryKey: studentKeys.peerComparison, queryFn: () => learningApi.peerComparison() });

export const useSubjectProgress = (subject: string) =>
  useQuery({ queryKey: studentKeys.subject(subject), queryFn: () => learningApi.subjectProgress(subject), placeholderData: keepPreviousData });

/** The materials and recipes together, as the crafting panel shows them. */
export const useCraftingData = () =>
  useQuery({
    queryKey: studentKeys.crafting,
    queryFn: async () => {
      const [materials, recipes] = await Promise.all([gameApi.materials(), gameApi.recipes()]);
      return { materials, recipes: recipes.recipes, userLevel: recipes.userLevel };
    },
  });

/** A leaderboard page; the page shown stays while the next one loads. */
export const useLeaderboard = (query: LeaderboardQuery) =>
  useQuery({ queryKey: studentKeys.leaderboard(query), queryFn: () => gameApi.leaderboard(query), placeholderData: keepPreviousData });

/** A content item's detail; no id is a content that does not exist. The item shown stays while another loads. */
export const useContentDetail = (id: number | null, enabled = true) =>
  useQuery({
    queryKey: studentKeys.content(id),
    queryFn: () => (id === null ? Promise.reject(new ApiError(404, contentTexts.apiErrors.fetchContent)) : contentApi.get(id)),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Whether a sponsor's pool pays for this content, for a student (nothing is asked for others). */
export const useContentAccess = (contentId: number, enabled: boolean) =>
  useQuery({ queryKey: studentKeys.access(contentId), queryFn: () => contentApi.accessInfo([contentId]), enabled });

/** Crafts one of a recipe's item. */
export const useCraft = () => useMutation({ mutationFn: (itemId: string) => gameApi.craft(itemId, 1), onSuccess: itemsChanged });

/** Sells one of an item for tokens. */
export const useSellItem = () => useMutation({ mutationFn: (inventoryItemId: number) => gameApi.sell(inventoryItemId, 1), onSuccess: itemsChanged });

/** Uses one of an item (a boost, a streak freeze). */
export const useUseItem = () => useMutation({ mutationFn: (inventoryItemId: number) => gameApi.use(inventoryItemId, 1), onSuccess: itemsChanged });

/** Claims a goal's XP; the goals are read again even when the claim failed (the card shows it claimed). */
export const useClaimChallenge = () =>
  useMutation({
    mutationFn: ({ period, goalId }: { period: ChallengePeriod; goalId: string }) => gameApi.claimChallenge(period, goalId),
    onSettled: progressChanged,
  });

/** Saves the avatar or the leaderboard choice. */
export const useSaveStudentProfile = () =>
  useMutation({ mutationFn: (changes: StudentProfileChanges) => gameApi.updateProfile(changes), onSuccess: profileChanged });
