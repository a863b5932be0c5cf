import { randomInt } from 'node:crypto';

export interface ChestReward {
  type: 'token' | 'material';
  name: string;
  amount: number;
  itemId?: string;
}

/** Every write the application acknowledged (answered 2xx), with what it reported. */
export interface Acknowledged {
  xp: Array<{ student: number; xpGain: number; newXP: number }>;
  chests: Array<{ student: number; reward: ChestReward }>;
  enrollments: Array<{ student: number; contentId: number; enrollmentId: number; tokensSpent: number }>;
}

export type Operation = 'xp' | 'chest' | 'enroll';

/** Where the storm sends its requests while the application is up. */
export interface Target {
  baseUrl: string;
  /** The headers that carry a CSRF pair (scripts/smoke/one-connection.ts). */
  csrf: Record<string, string>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Mostly XP awards (each a few XP, so the day's cap of 300 lasts), chests and paid enrollments beside them. */
function pickOperation(): Operation {
  const draw = randomInt(100);
  return draw < 70 ? 'xp' : draw < 85 ? 'chest' : 'enroll';
}

/**
 * Concurrent writers, each sending one request at a time for a random student. Paused while the
 * application is down (requests then only meet a closed port); every 2xx is recorded.
 */
export class WriteStorm {
  readonly acknowledged: Acknowledged = { xp: [], chests: [], enrollments: [] };
  /** Answers by operation and status, e.g. 'chest 409'. */
  readonly answers = new Map<string, number>();
  /** Requests that got no answer: in flight when the application was killed. */
  unanswered = 0;
  private inFlight = 0;
  private target: Target | null = null;
  private resumed: Array<() => void> = [];
  private stopped = false;
  private workers: Array<Promise<void>> = [];

  constructor(
    private readonly students: readonly number[],
    private readonly courses: readonly number[],
    private readonly tokenOf: (studentId: number) => string,
  ) {}

  get requestsInFlight(): number {
    return this.inFlight;
  }

  get answered(): number {
    return [...this.answers.values()].reduce((sum, count) => sum + count, 0);
  }

  start(writers: number, target: Target): void {
    this.target = target;
    this.workers = Array.from({ length: writers }, () => this.work());
  }

  pause(): void {
    this.target = null;
  }

  resume(target: Target): void {
    this.target = target;
    for (const wake of this.resumed.splice(0)) wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.resume(this.target ?? { baseUrl: '', csrf: {} });
    await Promise.all(this.workers);
  }

  private async work(): Promise<void> {
    while (!this.stopped) {
      const target = this.target;
      if (!target) {
        await new Promise<void>((wake) => this.resumed.push(wake));
        continue;
      }
      const student = this.students[randomInt(this.students.length)];
      const operation = pickOperation();
      this.inFlight++;
      try {
        await this.send(target, student, operation);
      } catch {
        this.unanswered++;
        await sleep(20);
      } finally {
        this.inFlight--;
      }
    }
  }

  private async send(target: Target, student: number, operation: Operation): Promise<void> {
    const contentId = this.courses[randomInt(this.courses.length)];
    const [path, body] =
      operation === 'xp'
        ? ['/api/student/xp', { xpGain: 1 + randomInt(3), source: 'video_completed' }]
        : operation === 'chest'
          ? ['/api/student/chest/daily', null]
          : [`/api/content-items/${contentId}/enroll`, { paymentMethod: 'tokens' }];
    const response = await fetch(`${target.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.tokenOf(student)}`,
        ...target.csrf,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    const key = `${operation} ${response.status}`;
    this.answers.set(key, (this.answers.get(key) ?? 0) + 1);
    if (response.status < 200 || response.status >= 300) return;
    const data = JSON.parse(text).data;
    if (operation === 'xp') this.acknowledged.xp.push({ student, xpGain: data.xpGain, newXP: data.newXP });
    else if (operation === 'chest') {
      const { type, name, amount, itemId } = data.reward as ChestReward;
      this.acknowledged.chests.push({ student, reward: { type, name, amount, ...(itemId ? { itemId } : {}) } });
    } else {
      this.acknowledged.enrollments.push({ student, contentId, enrollmentId: data.enrollment.id, tokensSpent: data.enrollment.tokensSpent });
    }
  }
}
