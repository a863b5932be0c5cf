import { pageCount, pageOffset } from '../../domain/content/browse-query';
import { enrollmentStatusWord, studentActivityWord, type ActivityWord, type EnrollmentStatusWord } from '../../domain/classes/student-activity';
import { activeSince, sortFollowsProgress, type TeacherEnrollmentQuery } from '../../domain/teacher/enrollment-filters';
import type { Clock } from '../ports/clock.port';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import { NotATeacherError } from './teacher.errors';
import type { EnrollmentMatches, TeacherEnrollmentRecord } from './teacher.repositories.port';

/** An enrollment as the Students tab lists it: spec §3's fields, its status word and the student's activity. */
export interface TeacherEnrollment extends Omit<TeacherEnrollmentRecord, 'student' | 'studentLastActive'> {
  student: TeacherEnrollmentRecord['student'] & { lastActive: Date | null; activity: ActivityWord };
  status: EnrollmentStatusWord;
}

export interface TeacherEnrollmentPage {
  enrollments: TeacherEnrollment[];
  pagination: { page: number; pageSize: number; total: number; pageCount: number };
}

/** A search's matches and the teacher's figures version (TeacherFiguresVersions) read before them. */
export interface MatchesAtVersion {
  matches: EnrollmentMatches;
  version: string;
}

/** How many of a search's matches, in the list's order, are found at once so that they can be kept for its later pages. */
export const KEPT_MATCHES = 5_000;

/**
 * A search's matches can be kept while the teacher's figures version holds: they change with the
 * enrollments, names and titles, never with progress or activity, so a status or activity filter,
 * or an order by progress, time spent or last access, makes them unkeepable.
 */
export function matchesCanBeKept(query: TeacherEnrollmentQuery): boolean {
  return query.search !== null && query.status === null && query.activity === null && !sortFollowsProgress(query.sort);
}

type Rows = { rows: TeacherEnrollmentRecord[]; total: number };

/** The teacher's figures version is read with every list; there is none for anyone without a teacher profile. */
function onlyTeachers(version: string | null): asserts version is string {
  if (version === null) throw new NotATeacherError();
}

/**
 * GET /teacher/enrollments: the enrollments in the teacher's content in the asked order (newest first
 * unless told otherwise, the id breaking every tie), a page at a time,
 * searched by student or title and filtered by content, status and activity. A student is Active when
 * they enrolled in or worked on one of this teacher's courses within the last 7 days.
 */
export class ListTeacherEnrollmentsUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(command: { teacherId: number; query: TeacherEnrollmentQuery }): Promise<TeacherEnrollmentPage> {
    return (await this.read(command)).page;
  }

  /**
   * The page, and for a keepable search whose page lies among its first KEPT_MATCHES matches, those
   * matches with the version they were found at. Matches `kept` earlier for the same teacher and
   * query are used while the version is still theirs; the rows on the page are always read now.
   */
  read(command: { teacherId: number; query: TeacherEnrollmentQuery; kept?: MatchesAtVersion }): Promise<{ page: TeacherEnrollmentPage; found: MatchesAtVersion | null }> {
    const { teacherId, query } = command;
    const now = this.clock.now();
    const since = activeSince(now);
    const from = pageOffset(query.page, query.pageSize);
    const to = from + query.pageSize;
    return this.unitOfWork.read(async (tx) => {
      let result: Rows & { found: MatchesAtVersion | null };
      if (matchesCanBeKept(query) && to <= KEPT_MATCHES) {
        result = await this.searchRows(tx, teacherId, query, since, { from, to }, command.kept);
      } else {
        const [version, rows] = await Promise.all([tx.teacherProfiles.figuresVersion(teacherId), this.rows(tx, teacherId, query, since, from)]);
        onlyTeachers(version);
        result = { ...rows, found: null };
      }
      return {
        page: {
          enrollments: result.rows.map(({ studentLastActive, ...row }) => ({
            ...row,
            student: { ...row.student, lastActive: studentLastActive, activity: studentActivityWord(studentLastActive, now) },
            status: enrollmentStatusWord(row),
          })),
          pagination: { page: query.page, pageSize: query.pageSize, total: result.total, pageCount: pageCount(result.total, query.pageSize) },
        },
        found: result.found,
      };
    });
  }

  /** Every enrollment, or a window of what a filter (or a search past its kept matches) finds. */
  private async rows(tx: Transaction, teacherId: number, query: TeacherEnrollmentQuery, since: Date, from: number): Promise<Rows> {
    if (query.search === null && query.status === null && query.activity === null) return tx.teacherEnrollments.enrollments(teacherId, query);
    const window = await tx.teacherEnrollments.enrollmentMatches(teacherId, query, since, { from, count: query.pageSize });
    return { rows: await tx.teacherEnrollments.enrollmentsByIds(teacherId, window.ids), total: window.total };
  }

  /**
   * A keepable search: the version and the kept matches' page (or the matches) go out together, the
   * version first, so nothing read is older than the version it is kept or used with.
   */
  private async searchRows(
    tx: Transaction,
    teacherId: number,
    query: TeacherEnrollmentQuery,
    since: Date,
    page: { from: number; to: number },
    kept: MatchesAtVersion | undefined,
  ): Promise<Rows & { found: MatchesAtVersion | null }> {
    const enrollments = tx.teacherEnrollments;
    const findMatches = () => enrollments.enrollmentMatches(teacherId, query, since, { from: 0, count: KEPT_MATCHES });
    const [version, keptRows, matched] = await Promise.all([
      tx.teacherProfiles.figuresVersion(teacherId),
      kept ? enrollments.enrollmentsByIds(teacherId, kept.matches.ids.slice(page.from, page.to)) : null,
      kept ? null : findMatches(),
    ]);
    onlyTeachers(version);
    if (kept && keptRows && version === kept.version) return { rows: keptRows, total: kept.matches.total, found: null };
    const matches = matched ?? (await findMatches());
    const rows = await enrollments.enrollmentsByIds(teacherId, matches.ids.slice(page.from, page.to));
    return { rows, total: matches.total, found: { matches, version } };
  }
}
