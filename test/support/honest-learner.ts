import type { ApiClient } from './api-client';
import type { TestClock } from './test-clock';

export interface ProgressAnswer {
  progress: { percentage: number; timeSpent: number; currentPosition: number; completedAt: string | null };
  completedNow: boolean;
  xpAward: { xpGain: number } | null;
  creditedSeconds: number;
  partsDone: number[];
  watchedSeconds: number;
}

/**
 * A student taking a course as a person does, on the injected clock: the item is opened, time
 * passes, and each report claims the time that passed.
 */
export class HonestLearner {
  constructor(
    private readonly client: ApiClient,
    private readonly clock: TestClock,
    readonly contentId: number,
  ) {}

  async report(body: Record<string, unknown>): Promise<ProgressAnswer> {
    return (await this.client.put(`/api/student/content/${this.contentId}/progress`, body).expect(200)).body.data;
  }

  /** Opens the item where the student starts: the report that starts its clock. */
  open(position = 0): Promise<ProgressAnswer> {
    return this.report({ currentPosition: position });
  }

  /** Spends `seconds` on the item, then reports them with the rest of the body. */
  async spend(seconds: number, body: Record<string, unknown> = {}): Promise<ProgressAnswer> {
    this.clock.advance(seconds);
    return this.report({ timeSpent: seconds, ...body });
  }

  /** Watches a video from 0 at normal speed to its end, reporting every 30 seconds. */
  async watch(durationSeconds: number): Promise<ProgressAnswer> {
    let last = await this.open(0);
    for (let position = 30; position < durationSeconds + 30; position += 30) {
      last = await this.spend(30, { currentPosition: Math.min(position, durationSeconds) });
    }
    return last;
  }

  /** Reads each section for the seconds given, moving on with Next, then finishes the last one. */
  async read(secondsPerSection: number[]): Promise<ProgressAnswer> {
    await this.open(0);
    let last: ProgressAnswer | null = null;
    for (let index = 0; index < secondsPerSection.length; index++) {
      const next = index + 1 < secondsPerSection.length ? { currentPosition: index + 1 } : {};
      last = await this.spend(secondsPerSection[index], next);
    }
    return last!;
  }

  async answerQuiz(answers: number[]) {
    return (await this.client.post(`/api/student/content/${this.contentId}/quiz-attempts`, { answers }).expect(201)).body.data;
  }

  async check(stepIndex: number, answer: number) {
    return (await this.client.post(`/api/student/content/${this.contentId}/steps/${stepIndex}/check`, { answer }).expect(200)).body.data;
  }
}
