import { generateLinkCode, linkCodeExpiresAt } from '../../domain/parents/link-code';
import type { RandomSource } from '../../domain/shared/random';
import type { Clock } from '../ports/clock.port';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import { LinkCodeTakenError } from './family-link.errors';

const DRAWS_PER_TRANSACTION = 8;

const TRANSACTIONS = 5;

/**
 * POST /student/parent-link-code: a fresh one-time code, valid for 15 minutes; it replaces the
 * student's earlier code. A code another student holds is drawn again; when another student took the
 * same code in the meantime (the unique index refuses the write), the transaction starts over.
 */
export class CreateParentLinkCodeUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly random: RandomSource,
  ) {}

  async execute(command: { studentId: number }): Promise<{ code: string; expiresAt: Date }> {
    const now = this.clock.now();
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.unitOfWork.run(async (tx) => {
          const code = await this.freeCode(tx);
          const expiresAt = linkCodeExpiresAt(now);
          await tx.parentLinks.setLinkCode(command.studentId, code, expiresAt);
          return { code, expiresAt };
        });
      } catch (error) {
        if (!(error instanceof LinkCodeTakenError) || attempt >= TRANSACTIONS) throw error;
      }
    }
  }

  private async freeCode(tx: Transaction): Promise<string> {
    for (let draw = 0; draw < DRAWS_PER_TRANSACTION; draw++) {
      const code = generateLinkCode(this.random);
      if (!(await tx.parentLinks.linkCodeInUse(code))) return code;
    }
    throw new LinkCodeTakenError();
  }
}
