import { Injectable } from '@nestjs/common';
import { GetMyCoursesUseCase } from '../../application/learning/get-my-courses.use-case';
import { AnswerCache } from '../common/answer-cache';
import { serializedAnswer } from '../common/json-answer';
import { ContentChanges } from '../content/content-changes';

/** A My Courses answer is served for at most this long after it was read (docs/scaling.md, "What each process holds"). */
export const MY_COURSES_ANSWER_TTL_MS = 5_000;
const LIMITS = { ttlMs: MY_COURSES_ANSWER_TTL_MS, maxBytes: 32 * 1024 * 1024, maxEntries: 10_000 };

/**
 * Each student's My Courses answer, serialized, kept for a few seconds with the version of their
 * course list it was read at. It is served again only while that version is still the stored one:
 * enrolling, progress and quiz results move it in the database, through whichever instance they are
 * made, so the student's own changes show at once. The courses' own facts (title, teacher) are as
 * fresh as the catalogue's pages: content changed through this process drops every kept answer.
 */
@Injectable()
export class MyCoursesAnswers {
  private readonly kept = new AnswerCache<number>(LIMITS);

  constructor(
    private readonly myCourses: GetMyCoursesUseCase,
    changes: ContentChanges,
  ) {
    changes.onChange(() => this.kept.forget());
  }

  async answer(userId: number): Promise<Buffer> {
    const kept = this.kept.fresh(userId);
    if (kept && kept.version === (await this.myCourses.version({ userId }))) return kept.body;
    const ticket = this.kept.ticket();
    const { version, courses } = await this.myCourses.execute({ userId });
    const body = serializedAnswer({ data: courses });
    this.kept.keep(userId, body, version, ticket);
    return body;
  }
}
