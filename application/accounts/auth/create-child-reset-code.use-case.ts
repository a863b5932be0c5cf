import { formatChildResetCode, generateChildResetCode, resetCodeExpiresAt } from '../../../domain/accounts/password-reset';
import type { UserRole } from '../../../domain/accounts/roles';
import type { RandomSource } from '../../../domain/shared/random';
import { findOwnClass } from '../../classes/class-access';
import { NotInClassError } from '../../classes/classes.errors';
import { requireConnectedChild } from '../../parents/parent-access';
import { ChildNotFoundError } from '../../parents/parents.errors';
import type { Clock } from '../../ports/clock.port';
import type { Transaction, UnitOfWork } from '../../ports/unit-of-work.port';
import type { CodeGenerator } from './video-code';

export interface CreatedChildResetCode {
  /** Shown once, in two groups of four: `ABCD-EFGH`. */
  code: string;
  expiresAt: Date;
}

/** Who asks for a child's code: a linked parent, or a teacher naming the class the child is in. */
export type ChildResetCodeRequester = { role: Extract<UserRole, 'parent'>; userId: number } | { role: Extract<UserRole, 'teacher'>; userId: number; classId: number };

const DRAWS = 8;

/**
 * A reset code a trusted adult hands to a child who cannot receive e-mail: a linked parent (an
 * unlinked child is the same 404 as an unknown one), or the teacher of a class the child is a member
 * of (another teacher's class is 404, a student outside it 404 NOT_IN_CLASS). Eight characters to
 * type, valid for 15 minutes, shown once and stored by digest; it replaces the child's earlier unused codes.
 */
export class CreateChildResetCodeUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly random: RandomSource,
    private readonly codes: CodeGenerator,
  ) {}

  async execute(command: { by: ChildResetCodeRequester; childId: number }): Promise<CreatedChildResetCode> {
    const now = this.clock.now();
    const expiresAt = resetCodeExpiresAt('adult', now);
    return this.unitOfWork.run(async (tx) => {
      await this.requireAccess(tx, command.by, command.childId);
      const child = await tx.users.findById(command.childId);
      if (!child || child.userRole !== 'student' || !child.isActive || child.blocked) throw new ChildNotFoundError();
      for (let attempt = 0; attempt < DRAWS; attempt++) {
        const code = generateChildResetCode(this.random);
        const digest = this.codes.digest(code);
        if (await tx.passwordResetCodes.digestTaken(digest)) continue;
        await tx.passwordResetCodes.replace({ digest, userId: child.id, kind: 'adult', createdBy: command.by.userId, createdAt: now, expiresAt });
        return { code: formatChildResetCode(code), expiresAt };
      }
      throw new Error('No free reset code after several draws');
    });
  }

  private async requireAccess(tx: Transaction, by: ChildResetCodeRequester, childId: number): Promise<void> {
    if (by.role === 'parent') return requireConnectedChild(tx, by.userId, childId);
    const found = await findOwnClass(tx, by.userId, by.classId);
    if (!(await tx.classMembers.isMember(found.id, childId))) throw new NotInClassError('student');
  }
}
