import { Injectable } from '@nestjs/common';
import { GetTeacherAnalyticsUseCase } from '../../application/teacher/get-teacher-analytics.use-case';
import { AnswerCache } from '../common/answer-cache';
import { serializedAnswer } from '../common/json-answer';
import { ContentChanges } from '../content/content-changes';

/** A teacher's analytics answer is served for at most this long after it was read (docs/scaling.md, "What each process holds"). */
export const TEACHER_ANALYTICS_ANSWER_TTL_MS = 5_000;
const LIMITS = { ttlMs: TEACHER_ANALYTICS_ANSWER_TTL_MS, maxBytes: 8 * 1024 * 1024, maxEntries: 10_000 };

/** What a kept answer was read with: the teacher's figures version and the clock readings it holds for. */
interface ReadWith {
  figures: string;
  holds: { from: Date; through: Date };
}

/**
 * Each teacher's analytics answer, serialized, kept for a few seconds under the teacher's own id with
 * the version of their figures row it was read at. It is served again only while that version is
 * still the stored one (sales, new students, ratings, profile and time-zone changes move it in the
 * database, through whichever instance they are made), while the clock has passed neither the month's
 * end in the teacher's time zone nor the moment an Active student's 7 days run out, and while no
 * content was published, changed or withdrawn through this process. Views, progress and the
 * enrollments of a teacher's existing students in free content show once the answer is read again.
 */
@Injectable()
export class TeacherAnalyticsAnswers {
  private readonly kept = new AnswerCache<number, ReadWith>(LIMITS);

  constructor(
    private readonly analytics: GetTeacherAnalyticsUseCase,
    changes: ContentChanges,
  ) {
    changes.onChange(() => this.kept.forget());
  }

  async answer(teacherId: number): Promise<Buffer> {
    const kept = this.kept.fresh(teacherId);
    const ticket = this.kept.ticket();
    // Read before the figures, so an answer is never older than the version it is kept with.
    const figures = await this.analytics.version({ teacherId });
    if (kept?.version && kept.version.figures === figures && this.analytics.stillHolds(kept.version.holds)) return kept.body;
    const reading = await this.analytics.read({ teacherId });
    const body = serializedAnswer({ data: reading.analytics });
    if (figures !== null) this.kept.keep(teacherId, body, { figures, holds: reading.holds }, ticket);
    return body;
  }
}
