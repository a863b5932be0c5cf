import type { EntityManager } from 'typeorm';
import type { ContentCategory } from '../../../domain/content/content-taxonomy';
import { COMPLETION_XP_SOURCE, completionXpBase } from '../../../domain/content/completion';
import { dayPartAt } from '../../../domain/shared/day-part';
import { TOKENS_PER_DOLLAR } from '../../../domain/sponsors/sponsorship';
import { monthWindow } from '../../../domain/teacher/earnings-month';
import { DEMO_CONTENT, DEMO_TEACHERS } from './demo-content.data';
import type { DemoContentItem, DemoTeacherKey } from './demo-content-kit';

/**
 * The demo school's catalogue and what its students did with it: enrollments with progress,
 * study sessions, quiz attempts, ratings, purchases, a sponsorship and wishlists. It is planned in
 * memory first, so every counter is the sum of the rows it counts, then written in a few batched
 * statements.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Hours of the day (UTC, the demo students' time zone) at which students usually study. */
const STUDY_HOURS = [7, 8, 12, 13, 15, 16, 16, 17, 17, 18, 18, 19, 19, 20, 20, 21, 22];
const DEVICES = ['desktop', 'mobile', 'tablet'] as const;
/** The paid course the BrightFuture Foundation sponsors. */
const SPONSORED_TITLE = "Forces and Motion: Newton's Laws";
const SPONSORED_AFTER_DAYS = 2;
/** Classmates enroll at most this long ago. */
const ENROLLMENT_WINDOW_DAYS = 80;
/** The demo teacher (whose time zone is UTC, as every demo account's) sells at least this many enrollments in the current month. */
const DEMO_TEACHER: DemoTeacherKey = 'alan';
const DEMO_TEACHER_SALES_THIS_MONTH = 2;

export type DemoLearner = {
  /** The class subject a student leans towards, if any. */
  classSubject: ContentCategory | null;
  /** The token balance the student ends with. */
  tokens: number;
};

export type DayActivity = { seconds: number; videos: number; quizzes: number; courses: number };

type PlannedEnrollment = {
  student: number;
  content: number;
  createdAt: Date;
  accessType: 'free' | 'sponsored' | 'token-paid';
  tokensSpent: number;
  progress: number;
  position: number;
  /** What the server saw: a video watched up to here (seconds) … */
  watchedSeconds: number;
  /** … or these parts (document sections, interactive steps) read or passed. */
  partsDone: number[];
  timeSpent: number;
  lastAccessed: Date | null;
  completedAt: Date | null;
  quizScore: number | null;
  quizMaxScore: number | null;
};
type PlannedSession = { student: number; content: number; seconds: number; device: string; at: Date };
type PlannedAttempt = { student: number; content: number; score: number; maxScore: number; answers: number[]; at: Date };
type PlannedRating = { student: number; content: number; stars: number; at: Date };
type PlannedWish = {
  student: number;
  type: 'course' | 'reward' | 'certificate' | 'item';
  content: number | null;
  name: string;
  cost: number;
  priority: 'high' | 'medium' | 'low';
  description: string | null;
  approval: 'pending' | 'approved' | 'denied';
  note: string | null;
  at: Date;
};

export type LearnerTotals = {
  /** Tokens spent on content. */
  spent: number;
  /** XP rows for completed content (course_completed), in time order. */
  completionXp: Array<{ content: number; amount: number; at: Date }>;
  /** Per UTC day: seconds studied and what was completed. */
  days: Map<string, DayActivity>;
  completedCourses: number;
  videosWatched: number;
  quizzesCompleted: number;
  lastActivity: Date | null;
  lastStudyDate: string | null;
};

export type ContentTotals = { createdAt: Date; views: number; enrollments: number; completions: number; ratingSum: number; ratingCount: number };
export type TeacherTotals = { earnings: number; ratingSum: number; ratingCount: number };

export interface LearningPlan {
  now: Date;
  learners: DemoLearner[];
  content: ContentTotals[];
  teachers: Record<DemoTeacherKey, TeacherTotals>;
  enrollments: PlannedEnrollment[];
  sessions: PlannedSession[];
  attempts: PlannedAttempt[];
  ratings: PlannedRating[];
  wishes: PlannedWish[];
  sponsorship: { content: number; createdAt: Date; tokenPool: number; tokensRemaining: number };
  totals: LearnerTotals[];
}

const isoDate = (at: Date) => at.toISOString().slice(0, 10);
const startOfDay = (at: number) => Math.floor(at / DAY) * DAY;

const contentIndex = (title: string) => {
  const index = DEMO_CONTENT.findIndex((item) => item.title === title);
  if (index < 0) throw new Error(`No demo content titled '${title}'`);
  return index;
};

/**
 * The demo student's own courses: a finished video, today's quiz, two under way and one not started.
 * Algebra Quest, studied earlier today, is the unfinished course opened last: Continue Learning opens it.
 */
const DEMO_STUDENT_COURSES: ReadonlyArray<{
  title: string;
  enrolledDaysAgo: number;
  progress: number;
  /** [days ago, hour, seconds]; days ago 0 means earlier today. */
  sessions: Array<[number, number, number]>;
  /** Chosen answers of each quiz attempt. */
  attempts?: number[][];
  stars?: number;
}> = [
  { title: 'Fractions Made Fun', enrolledDaysAgo: 40, progress: 100, sessions: [[39, 17, 420], [34, 18, 560]], stars: 5 },
  { title: 'The Water Cycle', enrolledDaysAgo: 6, progress: 75, sessions: [[5, 16, 300], [2, 19, 280]], stars: 4 },
  { title: 'Algebra Quest: Solving for X', enrolledDaysAgo: 9, progress: 40, sessions: [[6, 18, 1500], [0, 0, 660]] },
  { title: 'Ancient Egypt Explorer', enrolledDaysAgo: 2, progress: 0, sessions: [] },
  { title: 'Photosynthesis Quiz', enrolledDaysAgo: 3, progress: 100, sessions: [[0, 0, 540]], attempts: [[1, 2, 0, 0, 1, 1]], stars: 4 },
];

const DEMO_STUDENT_WISHES: ReadonlyArray<Omit<PlannedWish, 'student' | 'at' | 'content'> & { daysAgo: number; title?: string }> = [
  { type: 'course', title: 'Introduction to Functions and Graphs', name: '', cost: 0, priority: 'high', description: null, approval: 'pending', note: null, daysAgo: 4 },
  {
    type: 'reward',
    name: 'Trip to the science museum',
    cost: 80,
    priority: 'medium',
    description: 'A Saturday at the science museum with Mum, including the planetarium show.',
    approval: 'approved',
    note: "Yes! Let's go in the half-term break.",
    daysAgo: 12,
  },
  { type: 'item', name: 'Sketchbook and drawing pencils', cost: 30, priority: 'low', description: 'For the shading course.', approval: 'pending', note: null, daysAgo: 1 },
];

class Planner {
  readonly plan: LearningPlan;
  private readonly todayStart: number;
  private readonly nowMs: number;
  private readonly published: number[];
  private readonly sponsored = contentIndex(SPONSORED_TITLE);

  constructor(
    private readonly random: () => number,
    now: Date,
    learners: DemoLearner[],
  ) {
    this.nowMs = now.getTime();
    this.todayStart = startOfDay(this.nowMs);
    this.published = DEMO_CONTENT.map((item) => this.todayStart - item.publishedDaysAgo * DAY + 10 * HOUR);
    const teachers = Object.fromEntries(DEMO_TEACHERS.map((teacher) => [teacher.key, { earnings: 0, ratingSum: 0, ratingCount: 0 }])) as Record<DemoTeacherKey, TeacherTotals>;
    this.plan = {
      now,
      learners,
      content: this.published.map((at) => ({ createdAt: new Date(at), views: 0, enrollments: 0, completions: 0, ratingSum: 0, ratingCount: 0 })),
      teachers,
      enrollments: [],
      sessions: [],
      attempts: [],
      ratings: [],
      wishes: [],
      sponsorship: { content: this.sponsored, createdAt: new Date(this.published[this.sponsored] + SPONSORED_AFTER_DAYS * DAY), tokenPool: 0, tokensRemaining: 0 },
      totals: learners.map(() => ({
        spent: 0,
        completionXp: [],
        days: new Map(),
        completedCourses: 0,
        videosWatched: 0,
        quizzesCompleted: 0,
        lastActivity: null,
        lastStudyDate: null,
      })),
    };
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)];
  }

  /** An instant between from and to, at a usual study hour when one fits. */
  private studyInstant(from: number, to: number): number {
    if (to <= from) return to;
    for (let tries = 0; tries < 4; tries++) {
      const at = startOfDay(from + this.random() * (to - from)) + this.pick(STUDY_HOURS) * HOUR + Math.floor(this.random() * 60) * MINUTE;
      if (at >= from && at <= to) return at;
    }
    return Math.floor(from + this.random() * (to - from));
  }

  /**
   * Seconds of study cut into about `wanted` progress updates, each above zero and well within the
   * most one update may count.
   */
  private split(total: number, wanted: number): number[] {
    const count = Math.min(Math.max(wanted, Math.ceil(total / 2000)), Math.floor(total / 30));
    const weights = Array.from({ length: count }, () => 0.75 + this.random() * 0.5);
    const sum = weights.reduce((a, b) => a + b, 0);
    const parts = weights.map((weight) => Math.floor((total * weight) / sum));
    parts[parts.length - 1] += total - parts.reduce((a, b) => a + b, 0);
    return parts;
  }

  /** An instant earlier today, at the given share of the time since midnight. */
  private earlierToday(share: number): number {
    return Math.floor(this.todayStart + share * (this.nowMs - this.todayStart));
  }

  private day(student: number, at: Date): DayActivity {
    const totals = this.plan.totals[student];
    const key = isoDate(at);
    let day = totals.days.get(key);
    if (!day) totals.days.set(key, (day = { seconds: 0, videos: 0, quizzes: 0, courses: 0 }));
    return day;
  }

  private touch(student: number, at: Date): void {
    const totals = this.plan.totals[student];
    if (!totals.lastActivity || at > totals.lastActivity) totals.lastActivity = at;
  }

  private addSession(student: number, content: number, seconds: number, device: string, at: number): void {
    const when = new Date(at);
    this.plan.sessions.push({ student, content, seconds, device, at: when });
    this.day(student, when).seconds += seconds;
    const totals = this.plan.totals[student];
    if (!totals.lastStudyDate || isoDate(when) > totals.lastStudyDate) totals.lastStudyDate = isoDate(when);
    this.touch(student, when);
  }

  private complete(student: number, content: number, at: Date): void {
    const item = DEMO_CONTENT[content];
    const totals = this.plan.totals[student];
    const day = this.day(student, at);
    day.courses += 1;
    totals.completedCourses += 1;
    if (item.type === 'video') {
      day.videos += 1;
      totals.videosWatched += 1;
    }
    if (item.type === 'quiz') {
      day.quizzes += 1;
      totals.quizzesCompleted += 1;
    }
    totals.completionXp.push({ content, amount: completionXpBase(item.type), at });
    this.plan.content[content].completions += 1;
    this.touch(student, at);
  }

  private rate(student: number, content: number, stars: number, at: Date): void {
    this.plan.ratings.push({ student, content, stars, at });
    const totals = this.plan.content[content];
    totals.ratingSum += stars;
    totals.ratingCount += 1;
    const teacher = this.plan.teachers[DEMO_CONTENT[content].teacher];
    teacher.ratingSum += stars;
    teacher.ratingCount += 1;
  }

  private attempt(student: number, content: number, answers: number[], at: Date): number {
    const item = DEMO_CONTENT[content];
    if (item.type !== 'quiz') throw new Error(`'${item.title}' is not a quiz`);
    const score = item.contentData.questions.filter((question, index) => answers[index] === question.answerIndex).length;
    this.plan.attempts.push({ student, content, score, maxScore: item.contentData.questions.length, answers, at });
    return score;
  }

  /** Answers to a quiz from a student who knows each answer with the given chance. */
  private answersFor(item: DemoContentItem, skill: number): number[] {
    if (item.type !== 'quiz') return [];
    return item.contentData.questions.map((question) => {
      if (this.random() < skill) return question.answerIndex;
      if (this.random() < 0.05) return -1;
      const wrong = question.choices.map((_, index) => index).filter((index) => index !== question.answerIndex);
      return this.pick(wrong);
    });
  }

  /**
   * A progress percent, where the student stands at it (video second, section or step index) and
   * the evidence the server would have seen for it, as the learning-evidence migration derives it
   * for older progress: a video watched up to the position, or the first parts read or passed
   * (all of them at 100 %).
   */
  private progressTo(enrollment: PlannedEnrollment, progress: number): void {
    const item = DEMO_CONTENT[enrollment.content];
    enrollment.progress = progress;
    if (item.type === 'video') {
      enrollment.position = Math.round((progress / 100) * item.contentData.durationSeconds);
      enrollment.watchedSeconds = enrollment.position;
    }
    if (item.type === 'document' || item.type === 'interactive') {
      const parts = item.type === 'document' ? item.contentData.sections.length : item.contentData.steps.length;
      const done = Math.floor((progress * parts) / 100);
      enrollment.partsDone = Array.from({ length: done }, (_, index) => index);
      enrollment.position = Math.min(parts - 1, done);
    }
  }

  private enroll(student: number, content: number, createdAt: number): PlannedEnrollment {
    const item = DEMO_CONTENT[content];
    const enrollment: PlannedEnrollment = {
      student,
      content,
      createdAt: new Date(createdAt),
      accessType: 'free',
      tokensSpent: 0,
      progress: 0,
      position: 0,
      watchedSeconds: 0,
      partsDone: [],
      timeSpent: 0,
      lastAccessed: null,
      completedAt: null,
      quizScore: null,
      quizMaxScore: null,
    };
    this.plan.enrollments.push(enrollment);
    this.plan.content[content].enrollments += 1;
    if (item.tokenPrice > 0) {
      const sponsorship = this.plan.sponsorship;
      // A funded sponsorship pays for enrollments made after it started; the pool is sized afterwards
      // so that it still covers the price now.
      if (content === sponsorship.content && createdAt >= sponsorship.createdAt.getTime()) {
        enrollment.accessType = 'sponsored';
        sponsorship.tokenPool += item.tokenPrice;
        // The pool pays the teacher the price, as a purchase would.
        this.plan.teachers[item.teacher].earnings += item.tokenPrice;
      } else {
        enrollment.accessType = 'token-paid';
        enrollment.tokensSpent = item.tokenPrice;
        this.plan.totals[student].spent += item.tokenPrice;
        this.plan.teachers[item.teacher].earnings += item.tokenPrice;
      }
    }
    return enrollment;
  }

  demoStudent(student: number): void {
    for (const course of DEMO_STUDENT_COURSES) {
      const content = contentIndex(course.title);
      const item = DEMO_CONTENT[content];
      const enrollment = this.enroll(student, content, this.todayStart - course.enrolledDaysAgo * DAY + 16 * HOUR);
      const sessionTimes = course.sessions.map(([daysAgo, hour], index) =>
        daysAgo === 0 ? this.earlierToday(0.4 + 0.2 * index + (item.type === 'quiz' ? 0.3 : 0)) : this.todayStart - daysAgo * DAY + hour * HOUR + 12 * MINUTE,
      );
      course.sessions.forEach(([, , seconds], index) => this.addSession(student, content, seconds, index % 2 === 0 ? 'desktop' : 'tablet', sessionTimes[index]));
      enrollment.timeSpent = course.sessions.reduce((sum, [, , seconds]) => sum + seconds, 0);
      this.progressTo(enrollment, course.progress);
      enrollment.lastAccessed = sessionTimes.length > 0 ? new Date(Math.max(...sessionTimes)) : null;
      if (course.attempts) {
        const scores = course.attempts.map((answers) => this.attempt(student, content, answers, enrollment.lastAccessed!));
        enrollment.quizScore = Math.max(...scores);
        enrollment.quizMaxScore = item.type === 'quiz' ? item.contentData.questions.length : null;
      }
      if (course.progress === 100) {
        enrollment.completedAt = enrollment.lastAccessed;
        this.complete(student, content, enrollment.completedAt!);
      }
      if (course.stars) this.rate(student, content, course.stars, new Date(enrollment.lastAccessed!.getTime() + Math.min(2 * MINUTE, this.nowMs - enrollment.lastAccessed!.getTime())));
    }
    for (const wish of DEMO_STUDENT_WISHES) {
      const content = wish.title ? contentIndex(wish.title) : null;
      const item = content === null ? null : DEMO_CONTENT[content];
      this.plan.wishes.push({
        student,
        type: wish.type,
        content,
        name: item ? item.title : wish.name,
        cost: item ? item.tokenPrice : wish.cost,
        priority: wish.priority,
        description: wish.description,
        approval: wish.approval,
        note: wish.note,
        at: new Date(this.todayStart - wish.daysAgo * DAY + 19 * HOUR),
      });
    }
  }

  /** A classmate: a few courses, leaning to their class subject, each finished, under way or not started. */
  classmate(student: number): void {
    const learner = this.plan.learners[student];
    const skill = 0.45 + this.random() * 0.5;
    const device = this.pick(DEVICES);
    const open = DEMO_CONTENT.map((item, index) => ({ item, index })).filter(({ item }) => item.visibility !== 'private' && item.publishedDaysAgo >= 2);
    const weight = (item: DemoContentItem) => item.appeal * (item.category === learner.classSubject ? 3 : 1);
    const count = 3 + Math.floor(this.random() * 5);
    const chosen: number[] = [];
    while (chosen.length < count) {
      const candidates = open.filter(({ index }) => !chosen.includes(index));
      let draw = this.random() * candidates.reduce((sum, { item }) => sum + weight(item), 0);
      const found = candidates.find(({ item }) => (draw -= weight(item)) <= 0) ?? candidates[candidates.length - 1];
      chosen.push(found.index);
    }
    for (const content of chosen) {
      const item = DEMO_CONTENT[content];
      const from = Math.max(this.published[content] + 2 * HOUR, this.nowMs - ENROLLMENT_WINDOW_DAYS * DAY);
      const createdAt = Math.floor(from + this.random() * (this.nowMs - 2 * HOUR - from));
      const enrollment = this.enroll(student, content, createdAt);
      const roll = this.random();
      const completes = roll < 0.25 + skill * 0.25;
      const started = completes || (item.type !== 'quiz' && roll < 0.85);
      if (!started) continue;
      this.progressTo(enrollment, completes ? 100 : 5 * (1 + Math.floor(this.random() * 19)));
      const lastAt = this.studyInstant(createdAt + 10 * MINUTE, this.nowMs - 5 * MINUTE);
      const seconds = Math.max(60, Math.round((enrollment.progress / 100) * item.duration * 60 * (0.7 + this.random() * 0.6)));
      const parts = this.split(seconds, item.type === 'quiz' ? 1 : 1 + Math.floor(this.random() * 4));
      const times = Array.from({ length: parts.length - 1 }, () => this.studyInstant(createdAt + 5 * MINUTE, lastAt)).concat(lastAt).sort((a, b) => a - b);
      times.forEach((at, index) => this.addSession(student, content, parts[index], this.random() < 0.7 ? device : this.pick(DEVICES), at));
      enrollment.timeSpent = seconds;
      enrollment.lastAccessed = new Date(lastAt);
      if (completes) {
        enrollment.completedAt = new Date(lastAt);
        if (item.type === 'quiz') {
          let best = this.attempt(student, content, this.answersFor(item, skill), enrollment.completedAt);
          if (this.random() < 0.3) {
            const retry = new Date(this.studyInstant(lastAt + 30 * MINUTE, this.nowMs - MINUTE));
            best = Math.max(best, this.attempt(student, content, this.answersFor(item, Math.min(0.98, skill + 0.15)), retry));
            enrollment.lastAccessed = retry;
          }
          enrollment.quizScore = best;
          enrollment.quizMaxScore = item.contentData.questions.length;
        }
        this.complete(student, content, enrollment.completedAt);
      }
      if (this.random() < (completes ? 0.75 : enrollment.progress >= 40 ? 0.35 : 0)) {
        // Students who stopped half way are harsher the less they did, so the stars spread over the whole scale.
        const spread = (this.random() + this.random() - 1) * (completes ? 1.6 : 2);
        const harshness = completes ? 0 : 1 + (100 - enrollment.progress) / 40;
        const stars = Math.min(5, Math.max(1, Math.round(item.quality - harshness + spread)));
        this.rate(student, content, stars, new Date(Math.min(this.nowMs, lastAt + 3 * MINUTE)));
      }
    }
    if (this.random() < 0.3) {
      const wanted = open.filter(({ item, index }) => item.tokenPrice > 0 && !chosen.includes(index));
      const { item, index } = this.pick(wanted);
      this.plan.wishes.push({
        student,
        type: 'course',
        content: index,
        name: item.title,
        cost: item.tokenPrice,
        priority: this.pick(['high', 'medium', 'low'] as const),
        description: null,
        approval: 'pending',
        note: null,
        at: new Date(this.studyInstant(this.nowMs - 20 * DAY, this.nowMs - HOUR)),
      });
    }
  }

  /**
   * Whatever day the school is seeded on (the 1st of a month just after midnight too), the demo
   * teacher has sold something this month: when the classmates' enrollments left fewer sales than
   * that, the first classmates without it buy one of the demo teacher's paid courses earlier this
   * month (not started yet). No random draws, so the rest of the school stays the same.
   */
  demoTeacherSalesThisMonth(): void {
    const monthStart = monthWindow(this.plan.now, 'UTC').from.getTime();
    const isSaleThisMonth = (e: PlannedEnrollment) =>
      e.accessType === 'token-paid' && DEMO_CONTENT[e.content].teacher === DEMO_TEACHER && e.createdAt.getTime() >= monthStart;
    let missing = DEMO_TEACHER_SALES_THIS_MONTH - this.plan.enrollments.filter(isSaleThisMonth).length;
    for (let student = 1; student < this.plan.learners.length && missing > 0; student++) {
      const at = Math.floor(monthStart + ((this.nowMs - monthStart) * missing) / (DEMO_TEACHER_SALES_THIS_MONTH + 1));
      const content = DEMO_CONTENT.findIndex(
        (item, index) =>
          item.teacher === DEMO_TEACHER &&
          item.tokenPrice > 0 &&
          item.visibility !== 'private' &&
          index !== this.sponsored &&
          this.published[index] + 2 * HOUR <= at &&
          !this.plan.enrollments.some((e) => e.student === student && e.content === index),
      );
      if (content < 0) continue;
      this.enroll(student, content, at);
      missing -= 1;
    }
  }

  finish(): LearningPlan {
    // Views: every enrolled student read the page at least once, and many more looked without enrolling.
    DEMO_CONTENT.forEach((item, index) => {
      const totals = this.plan.content[index];
      totals.views = item.visibility === 'private' ? 0 : totals.enrollments + Math.floor(item.appeal * (40 + this.random() * 260)) + Math.floor(this.random() * 15);
    });
    // The sponsorship keeps five more enrollments' worth, so the course is still sponsored today; the
    // pool is a whole pledge in dollars at 10 tokens a dollar.
    const sponsorship = this.plan.sponsorship;
    const price = DEMO_CONTENT[sponsorship.content].tokenPrice;
    const used = sponsorship.tokenPool;
    sponsorship.tokenPool = Math.ceil((used + 5 * price) / TOKENS_PER_DOLLAR) * TOKENS_PER_DOLLAR;
    sponsorship.tokensRemaining = sponsorship.tokenPool - used;
    for (const totals of this.plan.totals) totals.completionXp.sort((a, b) => a.at.getTime() - b.at.getTime());
    return this.plan;
  }
}

/**
 * Plans the catalogue's use. Learner 0 is the demo student, whose courses are scripted (one
 * quiz finished earlier today, matching the day's counters); the others are classmates.
 */
export function planDemoLearning(random: () => number, now: Date, learners: DemoLearner[]): LearningPlan {
  const planner = new Planner(random, now, learners);
  planner.demoStudent(0);
  for (let student = 1; student < learners.length; student++) planner.classmate(student);
  planner.demoTeacherSalesThisMonth();
  return planner.finish();
}

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * The content's tokens earned counts the sponsored sales too (the teacher-figures recount counts
 * the purchases only): run after RECOUNT_TEACHER_FIGURES.
 */
export const COUNT_SPONSORED_EARNINGS = `
  UPDATE content_items c SET tokens_earned = c.tokens_earned + s.earned
    FROM (SELECT e.content_id, sum(l.delta) AS earned FROM enrollments e
            JOIN token_ledger l ON l.user_id = e.teacher_id AND l.reason = 'sponsored_sale' AND l.reference = 'content:' || e.content_id || ':student:' || e.student_id
           WHERE e.access_type = 'sponsored' GROUP BY e.content_id) s
   WHERE c.id = s.content_id;
`;

/** Inserts rows with multi-row VALUES, a few hundred rows per statement. */
export async function insertRows(manager: EntityManager, table: string, columns: string[], rows: unknown[][], returning?: string): Promise<Array<Record<string, unknown>>> {
  const perStatement = Math.max(1, Math.floor(30_000 / columns.length));
  const returned: Array<Record<string, unknown>> = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const values = chunk.map((_, row) => `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(', ')})`).join(',\n');
    const result = await manager.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}${returning ? ` RETURNING ${returning}` : ''}`,
      chunk.flat(),
    );
    if (returning) returned.push(...(result as Array<Record<string, unknown>>));
  }
  return returned;
}

export type DemoIds = {
  teachers: Record<DemoTeacherKey, number>;
  /** By learner index. */
  students: number[];
  parent: number;
  sponsor: number;
  /** When the student accounts were opened (their starting tokens arrive the next day). */
  studentsJoinedAt: Date;
};

type LedgerRow = { user: number; delta: number; reason: string; reference: string; at: Date };

/** Writes the token ledger with running balances, per user in time order. */
async function writeTokenLedger(manager: EntityManager, rows: LedgerRow[]): Promise<void> {
  const balances = new Map<number, number>();
  const ordered = [...rows].sort((a, b) => a.at.getTime() - b.at.getTime() || b.delta - a.delta);
  await insertRows(
    manager,
    'token_ledger',
    ['user_id', 'delta', 'reason', 'reference', 'balance_after', 'created_at'],
    ordered.map((row) => {
      const balance = (balances.get(row.user) ?? 0) + row.delta;
      if (balance < 0) throw new Error(`The demo ledger of user ${row.user} would go below zero`);
      balances.set(row.user, balance);
      return [row.user, row.delta, row.reason, row.reference, balance, row.at];
    }),
  );
}

/** Writes the catalogue and everything the plan says happened to it. */
export async function writeDemoLearning(manager: EntityManager, plan: LearningPlan, ids: DemoIds): Promise<void> {
  const inserted = await insertRows(
    manager,
    'content_items',
    [
      'teacher_id', 'title', 'description', 'type', 'category', 'difficulty', 'duration', 'token_price', 'visibility', 'tags', 'thumbnail_url',
      'content_data', 'views', 'enrollments', 'completions', 'rating_sum', 'rating_count', 'rating', 'created_at', 'updated_at', 'status', 'published_at',
    ],
    DEMO_CONTENT.map((item, index) => {
      const totals = plan.content[index];
      const rating = totals.ratingCount > 0 ? Math.round((totals.ratingSum / totals.ratingCount) * 100) / 100 : 0;
      return [
        ids.teachers[item.teacher], item.title, item.description, item.type, item.category, item.difficulty, item.duration, item.tokenPrice,
        item.visibility, item.tags, item.thumbnailUrl ?? null, JSON.stringify(item.contentData), totals.views, totals.enrollments,
        totals.completions, totals.ratingSum, totals.ratingCount, rating, totals.createdAt, totals.createdAt, 'published', totals.createdAt,
      ];
    }),
    'id, title',
  );
  const byTitle = new Map(inserted.map((row) => [row.title as string, row.id as number]));
  const contentId = DEMO_CONTENT.map((item) => byTitle.get(item.title)!);
  const studentId = (learner: number) => ids.students[learner];

  const sponsorship = plan.sponsorship;
  const [{ id: sponsorshipId }] = await manager.query(
    `INSERT INTO sponsorships (sponsor_id, content_id, amount_dollars, token_pool, tokens_remaining, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [ids.sponsor, contentId[sponsorship.content], sponsorship.tokenPool / TOKENS_PER_DOLLAR, sponsorship.tokenPool, sponsorship.tokensRemaining, sponsorship.createdAt],
  );

  await insertRows(
    manager,
    'enrollments',
    [
      'student_id', 'content_id', 'access_type', 'tokens_spent', 'sponsorship_id', 'progress_percent', 'current_position', 'watched_seconds', 'parts_done',
      'time_spent_seconds', 'last_accessed', 'completed_at', 'created_at', 'quiz_score', 'quiz_max_score',
    ],
    plan.enrollments.map((e) => [
      studentId(e.student), contentId[e.content], e.accessType, e.tokensSpent, e.accessType === 'sponsored' ? sponsorshipId : null, e.progress, e.position,
      e.watchedSeconds, e.partsDone, e.timeSpent, e.lastAccessed, e.completedAt, e.createdAt, e.quizScore, e.quizMaxScore,
    ]),
  );
  await insertRows(
    manager,
    'study_sessions',
    ['student_id', 'content_id', 'seconds', 'device_type', 'day_part', 'local_date', 'created_at'],
    plan.sessions.map((s) => [studentId(s.student), contentId[s.content], s.seconds, s.device, dayPartAt(s.at, 'UTC'), isoDate(s.at), s.at]),
  );
  await insertRows(
    manager,
    'quiz_attempts',
    ['student_id', 'content_id', 'score', 'max_score', 'answers', 'created_at'],
    plan.attempts.map((a) => [studentId(a.student), contentId[a.content], a.score, a.maxScore, JSON.stringify(a.answers), a.at]),
  );
  await insertRows(
    manager,
    'ratings',
    ['student_id', 'content_id', 'stars', 'created_at', 'updated_at'],
    plan.ratings.map((r) => [studentId(r.student), contentId[r.content], r.stars, r.at, r.at]),
  );
  await insertRows(
    manager,
    'wishlist_items',
    ['student_id', 'name', 'type', 'content_id', 'priority', 'cost', 'description', 'approval_status', 'approval_note', 'decided_by', 'added_at'],
    plan.wishes.map((w) => [
      studentId(w.student), w.name, w.type, w.content === null ? null : contentId[w.content], w.priority, w.cost, w.description, w.approval, w.note,
      w.approval === 'pending' ? null : ids.parent, w.at,
    ]),
  );

  // Tokens: each student's starting grant covers what they spent and what they hold now; every
  // purchase moves the price from the student to the teacher, and the pool pays it for a sponsored one.
  const ledger: LedgerRow[] = [];
  plan.learners.forEach((learner, index) => {
    const granted = learner.tokens + plan.totals[index].spent;
    if (granted > 0) ledger.push({ user: studentId(index), delta: granted, reason: 'demo_grant', reference: 'demo-school', at: new Date(ids.studentsJoinedAt.getTime() + DAY) });
  });
  for (const e of plan.enrollments.filter((enrollment) => enrollment.accessType === 'token-paid')) {
    const id = contentId[e.content];
    ledger.push({ user: studentId(e.student), delta: -e.tokensSpent, reason: 'content_purchase', reference: `content:${id}`, at: e.createdAt });
    ledger.push({
      user: ids.teachers[DEMO_CONTENT[e.content].teacher],
      delta: e.tokensSpent,
      reason: 'content_sale',
      reference: `content:${id}:student:${studentId(e.student)}`,
      at: e.createdAt,
    });
  }
  for (const e of plan.enrollments.filter((enrollment) => enrollment.accessType === 'sponsored')) {
    const id = contentId[e.content];
    ledger.push({
      user: ids.teachers[DEMO_CONTENT[e.content].teacher],
      delta: DEMO_CONTENT[e.content].tokenPrice,
      reason: 'sponsored_sale',
      reference: `content:${id}:student:${studentId(e.student)}`,
      at: e.createdAt,
    });
  }
  await writeTokenLedger(manager, ledger);

  await insertRows(
    manager,
    'xp_ledger',
    ['user_id', 'amount', 'source', 'reference', 'local_date', 'created_at'],
    plan.totals.flatMap((totals, index) =>
      totals.completionXp.map((award) => [studentId(index), award.amount, COMPLETION_XP_SOURCE, `content:${contentId[award.content]}`, isoDate(award.at), award.at]),
    ),
  );
}
