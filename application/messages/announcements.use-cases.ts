import { MESSAGE_WINDOW_MS, mayMessageAgain } from '../../domain/messages/message-rules';
import { lockOwnClass, findOwnClass } from '../classes/class-access';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { AnnouncementView, PersonName } from './message.repositories.port';
import { MessageLimitError } from './messages.errors';
import { messageBody, preview } from './thread-access';

/** How many announcements a list shows. */
export const ANNOUNCEMENTS_SHOWN = 20;

/**
 * POST /classes/{id}/announcements by the class's teacher. The class's students, and their connected
 * parents, are notified in the same transaction; the hourly limit of messages holds here too.
 */
export class PostAnnouncementUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { teacherId: number; classId: number; body: string }): Promise<AnnouncementView> {
    const body = messageBody(command.body);
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const found = await lockOwnClass(tx, command.teacherId, command.classId);
      const posted = await tx.announcements.lockTeacherAndCountSince(command.teacherId, new Date(now.getTime() - MESSAGE_WINDOW_MS));
      if (!mayMessageAgain(posted)) throw new MessageLimitError();
      const id = await tx.announcements.add({ classId: found.id, teacherId: command.teacherId, body, at: now });
      const { studentIds, parentIds } = await tx.announcements.audience(found.id);
      const notification = {
        kind: 'announcement' as const,
        actorId: command.teacherId,
        params: { classId: found.id, className: found.name, announcementId: id, preview: preview(body) },
        at: now,
      };
      await tx.notifications.addForEach([...studentIds, ...parentIds.filter((parentId) => !studentIds.includes(parentId))], notification);
      return (await tx.announcements.forClass(found.id, 1))[0];
    });
  }
}

/** GET /classes/{id}/announcements: what the class's teacher posted, newest first. */
export class ListClassAnnouncementsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { teacherId: number; classId: number }): Promise<AnnouncementView[]> {
    return this.unitOfWork.read(async (tx) => {
      await findOwnClass(tx, command.teacherId, command.classId);
      return tx.announcements.forClass(command.classId, ANNOUNCEMENTS_SHOWN);
    });
  }
}

/** GET /student/announcements: the announcements of my classes, newest first. */
export class ListStudentAnnouncementsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { studentId: number }): Promise<AnnouncementView[]> {
    return this.unitOfWork.read((tx) => tx.announcements.forStudent(command.studentId, ANNOUNCEMENTS_SHOWN));
  }
}

/** GET /parent/announcements: the announcements of my connected children's classes, with the children they concern. */
export class ListParentAnnouncementsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { parentId: number }): Promise<Array<AnnouncementView & { children: PersonName[] }>> {
    return this.unitOfWork.read((tx) => tx.announcements.forParent(command.parentId, ANNOUNCEMENTS_SHOWN));
  }
}
