import type { DataSource, EntityManager } from 'typeorm';
import type { PasswordHasher } from '../../../application/ports/password-hasher.port';
import { levelForXp } from '../../../domain/progression/level';
import { addDays, localDate } from '../../../domain/shared/calendar';
import { syncItemCatalogue } from './item-catalogue';
import { DEMO_ACCOUNTS, DEMO_CONTENT, DEMO_STUDENT_NAMES, type DemoAccount } from './demo-school.data';

/** A small deterministic generator, so every demo school is the same school. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
}

async function insertUser(
  manager: EntityManager,
  user: { username: string; email: string; passwordHash: string; role: string; firstName: string | null; lastName: string | null; tokens: number },
): Promise<number> {
  const [{ id }] = await manager.query(
    `INSERT INTO users (username, email, password_hash, user_role, first_name, last_name, token_balance)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [user.username, user.email, user.passwordHash, user.role, user.firstName, user.lastName, user.tokens],
  );
  if (user.tokens > 0) {
    await manager.query(`INSERT INTO token_ledger (user_id, delta, reason, reference, balance_after) VALUES ($1, $2, 'demo_grant', 'demo-school', $2)`, [
      id,
      user.tokens,
    ]);
  }
  return id;
}

async function insertStudent(manager: EntityManager, student: StudentSeed, today: string, random: () => number): Promise<number> {
  const id = await insertUser(manager, { ...student, role: 'student', tokens: student.tokens });
  await manager.query(`INSERT INTO student_profiles (user_id, grade, school) VALUES ($1, $2, 'Riverside Academy')`, [id, `Grade ${6 + (id % 5)}`]);
  await manager.query(
    `INSERT INTO gaming_profiles (user_id, level, xp, current_streak, longest_streak, grace_day, last_login_date, tokens_earned, chests_opened)
     VALUES ($1, $2, $3, $4, $5, true, $6, $7, $8)`,
    [id, levelForXp(student.xp), student.xp, student.currentStreak, student.longestStreak, student.lastLoginDate, student.tokens, student.chestsOpened],
  );
  const videos = Math.floor(random() * 30);
  const quizzes = Math.floor(random() * 15);
  await manager.query(
    `INSERT INTO activity_totals (user_id, total_study_minutes, completed_courses, videos_watched, quizzes_completed, last_active_at)
     VALUES ($1, $2, $3, $4, $5, now() - ($6 || ' days')::interval)`,
    [id, videos * 12 + quizzes * 8, Math.floor(random() * 4), videos, quizzes, Math.floor(random() * 10)],
  );
  // XP history spread over the last four weeks, so period leaderboards have something to rank.
  let remaining = student.xp;
  for (let daysAgo = 27; daysAgo >= 0 && remaining > 0; daysAgo -= 1 + Math.floor(random() * 4)) {
    const amount = daysAgo === 0 ? remaining : Math.min(remaining, 10 + Math.floor(random() * 60));
    const day = addDays(today, -daysAgo);
    await manager.query(
      `INSERT INTO xp_ledger (user_id, amount, source, reference, local_date, created_at) VALUES ($1, $2, 'demo_history', 'demo-school', $3, $3::date + time '12:00')`,
      [id, amount, day],
    );
    await manager.query(
      `INSERT INTO daily_activity (user_id, local_date, study_minutes, videos_watched, quizzes_completed, logged_in)
       VALUES ($1, $2, $3, $4, $5, true) ON CONFLICT DO NOTHING`,
      [id, day, 10 + Math.floor(random() * 50), Math.floor(random() * 3), Math.floor(random() * 2)],
    );
    remaining -= amount;
  }
  return id;
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
  const hashes = new Map<string, string>();
  const hashOf = async (password: string) => {
    if (!hashes.has(password)) hashes.set(password, await hasher.hash(password));
    return hashes.get(password)!;
  };
  const withHash = async (account: DemoAccount) => ({ ...account, hash: await hashOf(account.password) });
  const accounts = {
    student: await withHash(DEMO_ACCOUNTS.student),
    teacher: await withHash(DEMO_ACCOUNTS.teacher),
    parent: await withHash(DEMO_ACCOUNTS.parent),
    sponsor: await withHash(DEMO_ACCOUNTS.sponsor),
  };

  await dataSource.transaction(async (manager) => {
    await syncItemCatalogue(manager);

    const teacherId = await insertUser(manager, { ...accounts.teacher, passwordHash: accounts.teacher.hash, role: 'teacher', tokens: 0 });
    await manager.query(
      `INSERT INTO teacher_profiles (user_id, department, years_of_experience, bio, subjects) VALUES ($1, 'Science & Maths', 8, $2, $3)`,
      [teacherId, 'Loves turning hard ideas into small, playful steps.', ['math', 'science', 'programming']],
    );
    const parentId = await insertUser(manager, { ...accounts.parent, passwordHash: accounts.parent.hash, role: 'parent', tokens: 500 });
    await manager.query(`INSERT INTO parent_profiles (user_id, monthly_education_budget) VALUES ($1, 200)`, [parentId]);
    const sponsorId = await insertUser(manager, { ...accounts.sponsor, passwordHash: accounts.sponsor.hash, role: 'sponsor', tokens: 0 });
    await manager.query(
      `INSERT INTO sponsor_profiles (user_id, company_name, contact_person, website, description) VALUES ($1, 'BrightFuture Foundation', 'Sam Rivers', 'https://brightfuture.example.org', 'We fund science learning for every child.')`,
      [sponsorId],
    );

    // The demo student: twenty XP short of level 4 (today's login brings eleven, a goal the rest),
    // with today's quiz done, materials for a tier-1 recipe and an XP boost.
    const demoStudentId = await insertStudent(
      manager,
      {
        ...accounts.student,
        passwordHash: accounts.student.hash,
        xp: 280,
        currentStreak: 4,
        longestStreak: 9,
        tokens: 120,
        chestsOpened: 6,
        lastLoginDate: addDays(today, -1),
      },
      today,
      random,
    );
    await manager.query(
      `INSERT INTO daily_activity (user_id, local_date, study_minutes, quizzes_completed) VALUES ($1, $2, 20, 1)
       ON CONFLICT (user_id, local_date) DO UPDATE SET study_minutes = 20, quizzes_completed = 1, videos_watched = 0, logged_in = false`,
      [demoStudentId, today],
    );
    for (const [itemId, quantity] of [['wood-plank', 5], ['paper-sheet', 2], ['ink-vial', 2], ['stone-block', 3], ['iron-ingot', 1]] as const) {
      await manager.query(`INSERT INTO inventory_items (user_id, item_id, quantity) VALUES ($1, $2, $3)`, [demoStudentId, itemId, quantity]);
    }
    await manager.query(`INSERT INTO inventory_items (user_id, item_id, quantity, expires_at) VALUES ($1, 'xp-boost', 1, now() + interval '7 days')`, [
      demoStudentId,
    ]);

    const classmates: number[] = [];
    for (const [index, [firstName, lastName]] of DEMO_STUDENT_NAMES.entries()) {
      const xp = Math.floor(random() ** 1.6 * 4800);
      const currentStreak = Math.floor(random() ** 2 * 40);
      const username = `${firstName}_${lastName}`.toLowerCase().replace(/[^a-z0-9_]/g, '');
      classmates.push(
        await insertStudent(
          manager,
          {
            username,
            email: `${username}@students.example.org`,
            firstName,
            lastName,
            passwordHash: await hashOf(accounts.student.password),
            xp,
            currentStreak,
            longestStreak: currentStreak + Math.floor(random() * 15),
            tokens: Math.floor(random() * 900),
            chestsOpened: Math.floor(random() * 60) + (index % 3),
            lastLoginDate: currentStreak > 0 ? addDays(today, -Math.floor(random() * 2)) : addDays(today, -10),
          },
          today,
          random,
        ),
      );
    }

    await manager.query(`INSERT INTO parent_links (parent_id, student_id, status, decided_at) VALUES ($1, $2, 'accepted', now())`, [parentId, demoStudentId]);

    const contentIds: number[] = [];
    for (const [index, content] of DEMO_CONTENT.entries()) {
      const [{ id }] = await manager.query(
        `INSERT INTO content_items (teacher_id, title, description, type, category, difficulty, duration, token_price, visibility, tags, content_data, views, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now() - ($13 || ' days')::interval) RETURNING id`,
        [
          teacherId,
          content.title,
          content.description,
          content.type,
          content.category,
          content.difficulty,
          content.duration,
          content.tokenPrice,
          content.visibility,
          content.tags,
          JSON.stringify(content.contentData),
          20 + index * 7,
          index,
        ],
      );
      contentIds.push(id);
    }
    const [sponsored] = contentIds.filter((_, index) => DEMO_CONTENT[index].tokenPrice > 0);
    await manager.query(
      `INSERT INTO sponsorships (sponsor_id, content_id, amount_dollars, token_pool, tokens_remaining) VALUES ($1, $2, 50, 500, 500)`,
      [sponsorId, sponsored],
    );
    for (const [index, contentId] of contentIds.slice(0, 2).entries()) {
      await manager.query(
        `INSERT INTO enrollments (student_id, content_id, access_type, progress_percent, time_spent_seconds, last_accessed)
         VALUES ($1, $2, 'free', $3, $4, now() - interval '1 day')`,
        [demoStudentId, contentId, index === 0 ? 40 : 0, index === 0 ? 900 : 0],
      );
      await manager.query(`UPDATE content_items SET enrollments = enrollments + 1 WHERE id = $1`, [contentId]);
    }

    const classes = [
      { name: 'Maths Explorers', subject: 'math', grade: 'Grade 7', code: 'MATH42', members: [demoStudentId, ...classmates.slice(0, 14)] },
      { name: 'Young Scientists', subject: 'science', grade: 'Grade 8', code: 'SCI7KB', members: classmates.slice(14, 26) },
    ];
    for (const group of classes) {
      const [{ id }] = await manager.query(
        `INSERT INTO classes (teacher_id, name, subject, grade_level, capacity, start_date, end_date, description, join_code, student_count)
         VALUES ($1, $2, $3, $4, 30, $5, $6, $7, $8, $9) RETURNING id`,
        [teacherId, group.name, group.subject, group.grade, addDays(today, -30), addDays(today, 150), `${group.name} for curious minds.`, group.code, group.members.length],
      );
      for (const studentId of group.members) {
        await manager.query(`INSERT INTO class_members (class_id, student_id) VALUES ($1, $2)`, [id, studentId]);
      }
    }
  });
}

/** Fills an empty database with the demo school, so the product can be tried at once. */
export async function seedDemoSchoolIfEmpty(dataSource: DataSource, hasher: PasswordHasher): Promise<boolean> {
  const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM users`);
  if (count > 0) return false;
  await seedDemoSchool(dataSource, hasher);
  return true;
}
