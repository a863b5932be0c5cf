import { canAfford } from '../../domain/content/buy-button';
import { canOpenContent } from '../../domain/content/content-access';
import { NotAStudentError } from '../game/game.errors';
import type { ContentAccessFacts, ContentCatalogue } from './content-catalogue.port';

export interface AccessInfo {
  hasAccess: boolean;
  canAfford: boolean;
  wishlisted: boolean;
  /** A sponsor's pool covers the price: enrolling costs the student nothing. */
  sponsored: boolean;
}

const NO_ACCESS: AccessInfo = { hasAccess: false, canAfford: false, wishlisted: false, sponsored: false };

/** For each content id: whether the student holds it, could enroll now, has it on their wishlist, and whether a sponsor pays it. Unknown or hidden content gets no access. */
export class GetAccessInfoUseCase {
  constructor(private readonly catalogue: ContentCatalogue) {}

  async execute(command: { studentId: number; contentIds: readonly number[] }): Promise<Record<string, AccessInfo>> {
    const ids = [...new Set(command.contentIds)];
    const facts = await this.catalogue.accessFacts(command.studentId, ids);
    if (!facts) throw new NotAStudentError();
    const byId = new Map(facts.contents.map((content) => [content.contentId, content]));
    return Object.fromEntries(ids.map((id) => [String(id), accessInfo(byId.get(id), facts.tokenBalance)]));
  }
}

function accessInfo(content: ContentAccessFacts | undefined, tokenBalance: number): AccessInfo {
  if (!content || !canOpenContent(content, { isOwner: false, enrolled: content.enrolled })) return NO_ACCESS;
  return {
    hasAccess: content.enrolled,
    canAfford: content.sponsored || canAfford(content.tokenPrice, tokenBalance),
    wishlisted: content.wishlisted,
    sponsored: content.sponsored,
  };
}
