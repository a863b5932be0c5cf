import { Injectable } from '@nestjs/common';
import { BrowseContentUseCase, type ContentPage } from '../../application/content/browse-content.use-case';
import type { Viewer } from '../../application/content/viewer';
import { browseReach, type BrowseQuery, type BrowseReach } from '../../domain/content/browse-query';
import { AnswerCache } from '../common/answer-cache';
import { serializedAnswer } from '../common/json-answer';
import { ContentChanges } from './content-changes';
import type { ContentPageDto } from './dto/content-card.dto';

/** A browse answer is served for at most this long after it was read (docs/scaling.md, "What each process holds"). */
export const BROWSE_ANSWER_TTL_MS = 5_000;
/**
 * A page asked for steadily is read again from 2.8 to 4 seconds on, while it is still served, so its
 * readers do not wait; two such readings at most at once, so they never hold the pool's connections.
 */
const LIMITS = { ttlMs: BROWSE_ANSWER_TTL_MS, refreshAfterMs: 4_000, maxRefreshing: 2, maxBytes: 16 * 1024 * 1024, maxEntries: 2_000 };

export const asListAnswer = (page: ContentPage): ContentPageDto => ({ data: page.cards, meta: { pagination: page.pagination } });

/**
 * Every part of the query that shapes the answer, and what it reaches. The viewer counts only through
 * the reach: a card is the same for everyone who sees it. A record of every field of BrowseQuery, so a
 * new field cannot be left out of the key.
 */
function answerKey(query: BrowseQuery, reach: BrowseReach): string {
  const parts: Record<keyof BrowseQuery, unknown> = {
    category: query.category ?? null,
    difficulty: query.difficulty ?? null,
    type: query.type ?? null,
    search: query.search ?? null,
    maxTokenPrice: query.maxTokenPrice ?? null,
    visibilities: reach.catalogue,
    page: query.page,
    pageSize: query.pageSize,
    sort: [query.sort.field, query.sort.direction],
    populateTeacher: query.populateTeacher,
  };
  return JSON.stringify(parts);
}

/**
 * The catalogue's pages, serialized, kept for a few seconds and shared by every viewer whose answer
 * does not depend on who they are: public and premium content reads the same for all. A teacher asking
 * for their own private content is answered for them alone and nothing of it is kept. Content
 * published, changed or withdrawn through this process drops every kept page; a change made through
 * another process, and the counters (views, enrollments, ratings), show once the pages are read again.
 */
@Injectable()
export class BrowseAnswers {
  private readonly kept = new AnswerCache<string>(LIMITS);

  constructor(
    private readonly browse: BrowseContentUseCase,
    changes: ContentChanges,
  ) {
    changes.onChange(() => this.kept.forget());
  }

  answer(viewer: Viewer | null, query: BrowseQuery): Promise<Buffer> {
    const read = async () => serializedAnswer(asListAnswer(await this.browse.execute({ viewer, query })));
    const reach = browseReach(query.visibilities, viewer);
    if (reach.privateOfTeacher !== null) return read();
    return this.kept.answer(answerKey(query, reach), read);
  }
}
