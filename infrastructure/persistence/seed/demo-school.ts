import type { DataSource, EntityManager } from 'typeorm';
import { ComputeClassAnalyticsUseCase } from '../../../application/classes/compute-class-analytics.use-case';
import type { PasswordHasher } from '../../../application/ports/password-hasher.port';
import { levelForXp } from '../../../domain/game/progression/level';
import { addDays, localDate } from '../../../domain/shared/calendar';
import { SqlDatabase } from '../sql-database';
import { SqlUnitOfWork } from '../sql-unit-of-work';
import { syncItemCatalogue } from './item-catalogue';
import { DEMO_ACCOUNTS, DEMO_CLASSES, DEMO_STUDENT_NAMES } from './demo-school.data';
import { DEMO_TEACHERS } from './demo-content.data';
import { RECOUNT_TEACHER_FIGURES } from '../migrations/1764201600000-teacher-figures';
import { COUNT_SPONSORED_EARNINGS, insertRows, planDemoLearning, writeDemoLearning, type DemoLearner, type LearningPlan } from './demo-content';
import { writeDemoFamilyMoney } from './demo-family-money';
import { writeDemoMessages } from './demo-messages';
import type { DemoTeacherKey } from './demo-content-kit';

/** A small deterministic generator, so every demo school is the same school. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
/** How long before the seed's day the accounts were opened. */
const STUDENTS_JOINED_DAYS_AGO = 180;
const STAFF_JOINED_DAYS_AGO = 400;

interface StudentSeed {
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  passwordHash: string;
  xp: number;
  currentStreak: number;
  longestStreak: number;
  tokens: number;
  chestsOpened: number;
  lastLoginDate: string | null;
  classSubject: 'math' | 'science' | null;
}

async function insertUser(
  manager: EntityManager,
  user: { username: string; email: string; passwordHash: string; role: string; firstName: string | null; lastName: string | null; tokens: number },
  joinedAt: Date,
): Promise<number> {
  const [{ id }] = await manager.query(
    `INSERT INTO users (username, email, password_hash, user_role, first_name, last_name, token_balance, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
    [user.username, user.email, user.passwordHash, user.role, user.firstName, user.lastName, user.tokens, joinedAt],
  );
  return id;
}

/**
 * Each student's XP, day by day: completions pay their XP when they happen (in the plan), and the
 * rest of the student's XP is older history spread over the last four weeks, so period
 * leaderboards have something to rank.
 */
function xpHistory(random: () => number, xp: number, completionXp: number, today: string): Array<{ day: string; amount: number }> {
  const rows: Array<{ day: string; amount: number }> = [];
  let remaining = xp - completionXp;
  if (remaining < 0) throw new Error('A demo student earned more XP from completions than they hold');
  for (let daysAgo = 27; daysAgo >= 0 && remaining > 0; daysAgo -= 1 + Math.floor(random() * 4)) {
    const amount = daysAgo === 0 ? remaining : Math.min(remaining, 10 + Math.floor(random() * 60));
    rows.push({ day: addDays(today, -daysAgo), amount });
    remaining -= amount;
  }
  if (remaining > 0) rows.push({ day: today, amount: remaining });
  return rows;
}

/** Writes the students' game state: profiles, XP ledger history, daily activity and lifetime totals. */
async function writeStudents(
  manager: EntityManager,
  random: () => number,
  students: StudentSeed[],
  ids: number[],
  plan: LearningPlan,
  now: Date,
): Promise<void> {
  const today = localDate(now, 'UTC');
  await insertRows(
    manager,
    'student_profiles',
    ['user_id', 'grade', 'school'],
    ids.map((id) => [id, `Grade ${6 + (id % 5)}`, 'Riverside Academy']),
  );
  await insertRows(
    manager,
    'gaming_profiles',
    ['user_id', 'level', 'xp', 'current_streak', 'longest_streak', 'grace_day', 'last_study_date', 'last_login_date', 'tokens_earned', 'chests_opened'],
    students.map((student, index) => [
      ids[index],
      levelForXp(student.xp),
      student.xp,
      student.currentStreak,
      student.longestStreak,
      true,
      plan.totals[index].lastStudyDate,
      student.lastLoginDate,
      student.tokens + plan.totals[index].spent,
      student.chestsOpened,
    ]),
  );

  const xpRows: unknown[][] = [];
  const dayRows: unknown[][] = [];
  const totalRows: unknown[][] = [];
  students.forEach((student, index) => {
    const totals = plan.totals[index];
    const completionXp = totals.completionXp.reduce((sum, award) => sum + award.amount, 0);
    const history = xpHistory(random, student.xp, completionXp, today);
    for (const { day, amount } of history) xpRows.push([ids[index], amount, 'demo_history', 'demo-school', day, `${day}T12:00:00Z`]);

    // The day's counters are the sums of the day's study sessions and completions; the days with
    // XP history or study were days the student signed in. The demo student has not signed in yet
    // today, so the login streak still counts today.
    const days = new Map(totals.days);
    const loggedIn = new Set([...history.map((row) => row.day), ...totals.days.keys()]);
    for (const day of loggedIn) if (!days.has(day)) days.set(day, { seconds: 0, videos: 0, quizzes: 0, courses: 0 });
    let studyMinutes = 0;
    for (const [day, activity] of days) {
      const minutes = Math.floor(activity.seconds / 60);
      studyMinutes += minutes;
      dayRows.push([ids[index], day, minutes, activity.seconds, activity.videos, activity.quizzes, activity.courses, !(index === 0 && day === today)]);
    }
    const lastHistory = history.length > 0 ? new Date(`${history[history.length - 1].day}T12:00:00Z`) : null;
    const candidates = [totals.lastActivity, lastHistory && lastHistory <= now ? lastHistory : null].filter((at): at is Date => at !== null);
    const lastActive = candidates.length > 0 ? new Date(Math.max(...candidates.map((at) => at.getTime()))) : new Date(now.getTime() - Math.floor(random() * 10) * DAY);
    totalRows.push([ids[index], studyMinutes, totals.completedCourses, totals.videosWatched, totals.quizzesCompleted, lastActive]);
  });
  await insertRows(manager, 'xp_ledger', ['user_id', 'amount', 'source', 'reference', 'local_date', 'created_at'], xpRows);
  await insertRows(
    manager,
    'daily_activity',
    ['user_id', 'local_date', 'study_minutes', 'study_seconds', 'videos_watched', 'quizzes_completed', 'courses_completed', 'logged_in'],
    dayRows,
  );
  await insertRows(
    manager,
    'activity_totals',
    ['user_id', 'total_study_minutes', 'completed_courses', 'videos_watched', 'quizzes_completed', 'last_active_at'],
    totalRows,
  );
}

/** Wipes every table but the migration history. */
export async function clearDatabase(dataSource: DataSource): Promise<void> {
  const tables: Array<{ tablename: string }> = await dataSource.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`,
  );
  if (tables.length > 0) await dataSource.query(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`);
}

export async function seedDemoSchool(dataSource: DataSource, hasher: PasswordHasher, now = new Date()): Promise<void> {
  const random = seededRandom(20261122);
  const today = localDate(now, 'UTC');
  const studentsJoinedAt = new Date(Date.parse(`${today}T09:00:00Z`) - STUDENTS_JOINED_DAYS_AGO * DAY);
  const staffJoinedAt = new Date(Date.parse(`${today}T09:00:00Z`) - STAFF_JOINED_DAYS_AGO * DAY);
  const hashes = new Map<string, string>();
  const hashOf = async (password: string) => {
    if (!hashes.has(password)) hashes.set(password, await hasher.hash(password));
    return hashes.get(password)!;
  };

  // The demo student: twenty XP short of level 4 (today's login brings eleven, a goal the rest),
  // with today's quiz done, materials for a tier-1 recipe and an XP boost.
  const students: StudentSeed[] = [
    {
      ...DEMO_ACCOUNTS.student,
      passwordHash: await hashOf(DEMO_ACCOUNTS.student.password),
      xp: 280,
      currentStreak: 4,
      longestStreak: 9,
      tokens: 120,
      chestsOpened: 6,
      lastLoginDate: addDays(today, -1),
      classSubject: 'math',
    },
  ];
  for (const [index, [firstName, lastName]] of DEMO_STUDENT_NAMES.entries()) {
    const xp = Math.floor(random() ** 1.6 * 4800);
    const currentStreak = Math.floor(random() ** 2 * 40);
    const username = `${firstName}_${lastName}`.toLowerCase().replace(/[^a-z0-9_]/g, '');
    students.push({
      username,
      email: `${username}@students.example.org`,
      firstName,
      lastName,
      passwordHash: await hashOf(DEMO_ACCOUNTS.student.password),
      xp,
      currentStreak,
      longestStreak: currentStreak + Math.floor(random() * 15),
      tokens: Math.floor(random() * 900),
      chestsOpened: Math.floor(random() * 60) + (index % 3),
      lastLoginDate: currentStreak > 0 ? addDays(today, -Math.floor(random() * 2)) : addDays(today, -10),
      classSubject: index < 14 ? 'math' : index < 26 ? 'science' : null,
    });
  }
  const learners: DemoLearner[] = students.map((student) => ({ classSubject: student.classSubject, tokens: student.tokens }));
  const plan = planDemoLearning(random, now, learners);
  // A classmate's completions pay XP on top of their older history.
  students.forEach((student, index) => {
    if (index > 0) student.xp += plan.totals[index].completionXp.reduce((sum, award) => sum + award.amount, 0);
  });
  const teacherHash = await hashOf(DEMO_ACCOUNTS.teacher.password);
  const parentHash = await hashOf(DEMO_ACCOUNTS.parent.password);
  const sponsorHash = await hashOf(DEMO_ACCOUNTS.sponsor.password);

  const demoTeacher = await dataSource.transaction(async (manager) => {
    await syncItemCatalogue(manager);

    const teacherIds = {} as Record<DemoTeacherKey, number>;
    for (const teacher of DEMO_TEACHERS) {
      const totals = plan.teachers[teacher.key];
      const passwordHash = teacher.account.password === DEMO_ACCOUNTS.teacher.password ? teacherHash : await hashOf(teacher.account.password);
      teacherIds[teacher.key] = await insertUser(manager, { ...teacher.account, passwordHash, role: 'teacher', tokens: totals.earnings }, staffJoinedAt);
    }
    await insertRows(
      manager,
      'teacher_profiles',
      ['user_id', 'department', 'years_of_experience', 'bio', 'subjects', 'total_earnings', 'rating_sum', 'rating_count'],
      DEMO_TEACHERS.map((teacher) => {
        const totals = plan.teachers[teacher.key];
        return [teacherIds[teacher.key], teacher.department, teacher.yearsOfExperience, teacher.bio, teacher.subjects, totals.earnings, totals.ratingSum, totals.ratingCount];
      }),
    );
    const parentId = await insertUser(manager, { ...DEMO_ACCOUNTS.parent, passwordHash: parentHash, role: 'parent', tokens: 500 }, studentsJoinedAt);
    await manager.query(`INSERT INTO parent_profiles (user_id, monthly_education_budget) VALUES ($1, 200)`, [parentId]);
    await manager.query(`INSERT INTO token_ledger (user_id, delta, reason, reference, balance_after, created_at) VALUES ($1, 500, 'demo_grant', 'demo-school', 500, $2)`, [
      parentId,
      new Date(studentsJoinedAt.getTime() + DAY),
    ]);
    const sponsorId = await insertUser(manager, { ...DEMO_ACCOUNTS.sponsor, passwordHash: sponsorHash, role: 'sponsor', tokens: 0 }, staffJoinedAt);
    await manager.query(
      `INSERT INTO sponsor_profiles (user_id, company_name, contact_person, website, description) VALUES ($1, 'BrightFuture Foundation', 'Sam Rivers', NULL, 'We fund science learning for every child.')`,
      [sponsorId],
    );

    const inserted = await insertRows(
      manager,
      'users',
      ['username', 'email', 'password_hash', 'user_role', 'first_name', 'last_name', 'token_balance', 'created_at', 'updated_at'],
      students.map((s) => [s.username, s.email, s.passwordHash, 'student', s.firstName, s.lastName, s.tokens, studentsJoinedAt, studentsJoinedAt]),
      'id, username',
    );
    const idByUsername = new Map(inserted.map((row) => [row.username as string, row.id as number]));
    const studentIds = students.map((student) => idByUsername.get(student.username)!);
    const demoStudentId = studentIds[0];
    await writeStudents(manager, random, students, studentIds, plan, now);
    await writeDemoLearning(manager, plan, { teachers: teacherIds, students: studentIds, parent: parentId, sponsor: sponsorId, studentsJoinedAt });
    // The teacher figures' counters (students, star counts, progress sums, earnings per content) from what was written.
    await manager.query(RECOUNT_TEACHER_FIGURES);
    await manager.query(COUNT_SPONSORED_EARNINGS);

    await insertRows(
      manager,
      'inventory_items',
      ['user_id', 'item_id', 'quantity', 'expires_at'],
      [
        ...([['wood-plank', 5], ['paper-sheet', 2], ['ink-vial', 2], ['stone-block', 3], ['iron-ingot', 1]] as const).map(([itemId, quantity]) => [demoStudentId, itemId, quantity, null]),
        [demoStudentId, 'xp-boost', 1, new Date(now.getTime() + 7 * DAY)],
      ],
    );
    await manager.query(`INSERT INTO parent_links (parent_id, student_id, status, decided_at) VALUES ($1, $2, 'accepted', now())`, [parentId, demoStudentId]);
    await writeDemoFamilyMoney(manager, { parent: parentId, student: demoStudentId }, now);

    // The demo teacher's classes: the member count is the members written; each student joined in
    // the class's first days (after their account was opened, before now).
    const analysed: number[] = [];
    for (const group of DEMO_CLASSES) {
      const startsAt = Date.parse(`${addDays(today, -group.startedDaysAgo)}T09:00:00Z`);
      const [{ id }] = await manager.query(
        `INSERT INTO classes (teacher_id, name, subject, grade_level, capacity, start_date, end_date, description, is_active, join_code, student_count, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [
          teacherIds.alan, group.name, group.subject, group.gradeLevel, group.capacity, addDays(today, -group.startedDaysAgo), addDays(today, group.endsInDays),
          group.description, group.isActive, group.joinCode, group.members.length, new Date(startsAt - 7 * DAY),
        ],
      );
      await insertRows(
        manager,
        'class_members',
        ['class_id', 'student_id', 'joined_at'],
        group.members.map((learner, index) => {
          const joinedAt = Math.max(studentsJoinedAt.getTime() + DAY, startsAt - 3 * DAY + (index % 6) * DAY + (index % 4) * 2 * 3_600_000);
          return [id, studentIds[learner], new Date(Math.min(joinedAt, now.getTime()))];
        }),
      );
      if (group.analytics) analysed.push(id);
    }
    await writeDemoMessages(manager, { parent: parentId, teacher: teacherIds.alan, student: demoStudentId }, now);
    return { teacherId: teacherIds.alan, analysed };
  });

  // A class analytics snapshot, computed as 'Create analytics' computes it, so the panel shows figures at once.
  const unitOfWork = new SqlUnitOfWork(new SqlDatabase(dataSource, { namedStatements: false }));
  const classAnalytics = new ComputeClassAnalyticsUseCase(unitOfWork, { now: () => now });
  for (const classId of demoTeacher.analysed) await classAnalytics.execute({ teacherId: demoTeacher.teacherId, classId });
}

/** Fills an empty database with the demo school, so the product can be tried at once. */
export async function seedDemoSchoolIfEmpty(dataSource: DataSource, hasher: PasswordHasher): Promise<boolean> {
  const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM users`);
  if (count > 0) return false;
  await seedDemoSchool(dataSource, hasher);
  return true;
}
