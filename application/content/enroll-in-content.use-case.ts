import { isEnrollable } from '../../domain/content/content-access';
import { accessTypeFor, type AccessType } from '../../domain/content/access-type';
import { assertCanPay } from '../../domain/tokens/payment';
import { lockPlayer } from '../game/student-access';
import type { Clock } from '../ports/clock.port';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import { AlreadyEnrolledError, ContentNotFoundError } from './content.errors';
import type { ContentForEnrollment } from './enrollment.repositories.port';

export interface EnrollmentResult {
  enrollment: { id: number; contentId: number; accessType: AccessType; tokensSpent: number; createdAt: Date };
  tokenBalance: number;
}

/**
 * Enrolls a student: free at price 0; paid by a sponsorship whose pool covers the price (the pool
 * pays the teacher, and the sponsor is told); otherwise the student pays the teacher the price in
 * tokens (and the teacher is told of the sale). One transaction, the student locked first, then
 * the content. Statements that do not depend on each other's answers are asked together: on a
 * pipelined connection they travel in one round trip and PostgreSQL still runs them in the order
 * asked, so the locks are taken in the same order as before (player, content, then the pool).
 */
export class EnrollInContentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { studentId: number; contentId: number }): Promise<EnrollmentResult> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      // The lock on the player comes first; the content's lock and the enrollment check run right after it.
      const [player, content, enrolled] = await Promise.all([
        lockPlayer(tx, command.studentId),
        tx.contentItems.getForEnrollment(command.contentId),
        tx.enrollments.exists(command.studentId, command.contentId),
      ]);
      if (!content || !isEnrollable(content)) throw new ContentNotFoundError();
      if (enrolled) throw new AlreadyEnrolledError();

      const sponsorship = content.tokenPrice > 0 ? await tx.sponsorships.drawFor(content.id, content.tokenPrice) : null;
      const accessType = accessTypeFor(content.tokenPrice, sponsorship !== null);
      const tokensSpent = accessType === 'token-paid' ? content.tokenPrice : 0;
      // Refused before anything is written; then the payment and the enrollment go out together.
      if (accessType === 'token-paid') assertCanPay(content.tokenPrice, player.tokenBalance);
      const [tokenBalance, created] = await Promise.all([
        accessType === 'token-paid' ? payTeacher(tx, player.userId, content) : player.tokenBalance,
        tx.enrollments.create({ studentId: player.userId, contentId: content.id, accessType, tokensSpent, sponsorshipId: sponsorship?.id ?? null, now }),
        accessType === 'sponsored' ? payTeacherFromPool(tx, player.userId, content) : null,
      ]);
      const tokensEarned = accessType === 'free' ? 0 : content.tokenPrice;
      await tx.contentItems.countEnrollment(content.id);
      await Promise.all([
        tx.teacherCounters.countEnrollment({ teacherId: content.teacherId, studentId: player.userId, contentId: content.id, tokensEarned, at: now }),
        tellOfEnrollment(tx, { content, studentId: player.userId, accessType, sponsorId: sponsorship?.sponsorId ?? null }, now),
      ]);
      return { enrollment: { id: created.id, contentId: content.id, accessType, tokensSpent, createdAt: created.createdAt }, tokenBalance };
    });
  }
}

/**
 * A sale in tokens reaches the teacher, with the student as their enrollment list names them; a
 * sponsored enrollment reaches the sponsor with the content alone: a sponsor sees no student's name.
 */
async function tellOfEnrollment(
  tx: Transaction,
  enrollment: { content: ContentForEnrollment; studentId: number; accessType: AccessType; sponsorId: number | null },
  now: Date,
): Promise<void> {
  const { content, studentId, accessType, sponsorId } = enrollment;
  if (accessType === 'token-paid') {
    await tx.notifications.add({ userId: content.teacherId, kind: 'sale', actorId: studentId, params: { contentId: content.id, contentTitle: content.title, amount: content.tokenPrice }, at: now });
  }
  if (accessType === 'sponsored' && sponsorId !== null) {
    await tx.notifications.add({ userId: sponsorId, kind: 'sponsoredEnrollment', actorId: null, params: { contentId: content.id, contentTitle: content.title }, at: now });
  }
}

/**
 * The pool already gave up the price (drawFor): the teacher earns it as for a paid enrollment, on
 * the ledger as a sponsored sale naming the content and the student.
 */
async function payTeacherFromPool(tx: Transaction, studentId: number, content: ContentForEnrollment): Promise<void> {
  await Promise.all([
    tx.ledger.changeTokens(content.teacherId, content.tokenPrice, 'sponsored_sale', `content:${content.id}:student:${studentId}`),
    tx.teacherEarnings.addEarnings(content.teacherId, content.tokenPrice),
  ]);
}

/** Moves the price from the student to the teacher, a ledger row on each side; answers the student's new balance. */
async function payTeacher(tx: Transaction, studentId: number, content: ContentForEnrollment): Promise<number> {
  const reference = `content:${content.id}`;
  const [studentBalance] = await Promise.all([
    tx.ledger.changeTokens(studentId, -content.tokenPrice, 'content_purchase', reference),
    tx.ledger.changeTokens(content.teacherId, content.tokenPrice, 'content_sale', `${reference}:student:${studentId}`),
    tx.teacherEarnings.addEarnings(content.teacherId, content.tokenPrice),
  ]);
  return studentBalance;
}
