import { Injectable } from '@nestjs/common';
import { ListTeacherEnrollmentsUseCase, matchesCanBeKept, type TeacherEnrollmentPage } from '../../application/teacher/list-teacher-enrollments.use-case';
import type { TeacherEnrollmentQuery } from '../../domain/teacher/enrollment-filters';
import { AnswerCache } from '../common/answer-cache';
import { ContentChanges } from '../content/content-changes';

/** A search's matches are used for at most this long after they were found (docs/scaling.md, "What each process holds"). */
export const ENROLLMENT_MATCHES_TTL_MS = 5_000;
const LIMITS = { ttlMs: ENROLLMENT_MATCHES_TTL_MS, maxBytes: 16 * 1024 * 1024, maxEntries: 10_000 };

/** What kept matches were found at: the teacher's figures version, and how many matched in all. */
interface FoundAt {
  version: string;
  total: number;
}

/**
 * The matches of the Students tab's searches, kept a few seconds per teacher and search, so that the
 * next pages of a search and the same search again are answered without searching: only the rows of
 * the page are read, each time, so progress and activity are always current. Matches are used only
 * while the teacher's figures version is still the stored one (sales and new students move it,
 * through whichever instance) and no content was changed through this process; a student's new name
 * and an enrollment of an existing student in free content show once the search is made again.
 */
@Injectable()
export class TeacherEnrollmentSearches {
  private readonly kept = new AnswerCache<string, FoundAt>(LIMITS);

  constructor(
    private readonly list: ListTeacherEnrollmentsUseCase,
    changes: ContentChanges,
  ) {
    changes.onChange(() => this.kept.forget());
  }

  async page(teacherId: number, query: TeacherEnrollmentQuery): Promise<TeacherEnrollmentPage> {
    if (!matchesCanBeKept(query)) return this.list.execute({ teacherId, query });
    const key = JSON.stringify([teacherId, query.search, query.contentId, query.sort, query.order]);
    const entry = this.kept.fresh(key);
    const ticket = this.kept.ticket();
    const kept = entry?.version ? { matches: { total: entry.version.total, ids: idsOf(entry.body) }, version: entry.version.version } : undefined;
    const { page, found } = await this.list.read({ teacherId, query, kept });
    if (found) this.kept.keep(key, bytesOf(found.matches.ids), { version: found.version, total: found.matches.total }, ticket);
    return page;
  }
}

const bytesOf = (ids: readonly number[]) => Buffer.from(Int32Array.from(ids).buffer);
const idsOf = (body: Buffer) => Array.from(new Int32Array(body.buffer, body.byteOffset, body.length / Int32Array.BYTES_PER_ELEMENT));
