import type { EntityManager } from 'typeorm';

const MINUTE = 60_000;

/** The demo parent and the demo teacher talk about the demo student (minutes before the seed's now; the last reply is unread). */
const DEMO_THREAD = [
  { from: 'parent', minutesAgo: 3 * 24 * 60, body: 'Hello Mr Brooks, Maya says the fractions unit is hard this week. Is there anything we can practise at home?' },
  { from: 'teacher', minutesAgo: 3 * 24 * 60 - 95, body: 'Thank you for writing! Maya is doing well. Cooking together is a good way to practise: halving and doubling a recipe.' },
  { from: 'parent', minutesAgo: 2 * 24 * 60, body: 'We baked pancakes and doubled everything. She liked it!' },
  { from: 'teacher', minutesAgo: 50, body: 'Wonderful. Her quiz score went up from 6 to 9 out of 10 today. Well done to you both.' },
] as const;

const DEMO_ANNOUNCEMENT = { hoursAgo: 20, body: 'Reminder: our class quiz is on Friday. Bring a pencil and your best ideas!\nFractions and algebra, as in this week\'s homework quest.' };

/**
 * The demo school's messages: a thread between the demo parent and the demo teacher about the demo
 * student, and one announcement to the demo student's class, with the notifications each made.
 */
export async function writeDemoMessages(manager: EntityManager, ids: { parent: number; teacher: number; student: number }, now: Date): Promise<void> {
  const [demoClass] = (await manager.query(
    `SELECT c.id, c.name FROM classes c JOIN class_members m ON m.class_id = c.id
      WHERE m.student_id = $1 AND c.teacher_id = $2 AND c.is_active ORDER BY c.id LIMIT 1`,
    [ids.student, ids.teacher],
  )) as Array<{ id: number; name: string }>;
  if (!demoClass) return;

  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  const [{ id: threadId }] = await manager.query(
    `INSERT INTO message_threads (parent_id, teacher_id, child_id, started_by, created_at, last_message_at) VALUES ($1, $2, $3, $1, $4, $4) RETURNING id`,
    [ids.parent, ids.teacher, ids.student, at(DEMO_THREAD[0].minutesAgo)],
  );
  const messageIds: number[] = [];
  for (const message of DEMO_THREAD) {
    const senderId = message.from === 'parent' ? ids.parent : ids.teacher;
    const [{ id }] = await manager.query(`INSERT INTO thread_messages (thread_id, sender_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id`, [
      threadId,
      senderId,
      message.body,
      at(message.minutesAgo),
    ]);
    messageIds.push(Number(id));
  }
  const last = DEMO_THREAD[DEMO_THREAD.length - 1];
  await manager.query(
    `UPDATE message_threads SET last_message_at = $2, teacher_read_message_id = $3, parent_read_message_id = $4 WHERE id = $1`,
    [threadId, at(last.minutesAgo), messageIds[messageIds.length - 1], messageIds[messageIds.length - 2]],
  );
  await manager.query(
    `INSERT INTO notifications (user_id, kind, actor_id, params, created_at, read_at)
     SELECT $1, 'message', $2, jsonb_build_object('threadId', $3::int, 'childId', $4::int, 'preview', t.body), t.created_at,
            CASE WHEN t.id = $5 THEN NULL ELSE t.created_at END
       FROM thread_messages t WHERE t.thread_id = $3 AND t.sender_id = $2`,
    [ids.parent, ids.teacher, threadId, ids.student, messageIds[messageIds.length - 1]],
  );
  await manager.query(
    `INSERT INTO notifications (user_id, kind, actor_id, params, created_at, read_at)
     SELECT $1, 'message', $2, jsonb_build_object('threadId', $3::int, 'childId', $4::int, 'preview', t.body), t.created_at, t.created_at
       FROM thread_messages t WHERE t.thread_id = $3 AND t.sender_id = $2`,
    [ids.teacher, ids.parent, threadId, ids.student],
  );

  const postedAt = new Date(now.getTime() - DEMO_ANNOUNCEMENT.hoursAgo * 60 * MINUTE);
  const [{ id: announcementId }] = await manager.query(`INSERT INTO class_announcements (class_id, teacher_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id`, [
    demoClass.id,
    ids.teacher,
    DEMO_ANNOUNCEMENT.body,
    postedAt,
  ]);
  // Each member of the class, and each connected parent of one, heard of it; older members read it already.
  await manager.query(
    `INSERT INTO notifications (user_id, kind, actor_id, params, created_at, read_at)
     SELECT who, 'announcement', $2, jsonb_build_object('classId', $1::int, 'className', $3::text, 'announcementId', $4::int, 'preview', $5::text), $6,
            CASE WHEN who IN ($7, $8) THEN NULL ELSE $6::timestamptz + interval '1 hour' END
       FROM (SELECT student_id AS who FROM class_members WHERE class_id = $1
             UNION SELECT l.parent_id FROM class_members m JOIN parent_links l ON l.student_id = m.student_id AND l.status = 'accepted' WHERE m.class_id = $1) audience`,
    [demoClass.id, ids.teacher, demoClass.name, announcementId, DEMO_ANNOUNCEMENT.body.replace(/\s+/g, ' ').slice(0, 140), postedAt, ids.student, ids.parent],
  );
}
