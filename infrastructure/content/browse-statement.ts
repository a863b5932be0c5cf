import type { BrowseQuery, BrowseReach, BrowseSortField } from '../../domain/content/browse-query';
import { pageOffset } from '../../domain/content/browse-query';
import { CONTENT_CARD_COLUMNS, CONTENT_CARD_JOINS } from '../persistence/mappers/content-card.mapper';
import { containsPattern } from '../persistence/like-pattern';

/** Exactly the predicate of the partial browse indexes, so the planner can use them. */
export const IN_CATALOGUE = `c.visibility IN ('public','premium') AND c.withdrawn_at IS NULL AND c.status = 'published'`;

const SORT_COLUMN: Record<BrowseSortField, string> = {
  createdAt: 'c.created_at',
  enrollments: 'c.enrollments',
  rating: 'c.rating',
  tokenPrice: 'c.token_price',
};

export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The browse SQL: only the filters asked for, so each combination is its own statement with its own
 * plan; every value is a parameter, and the texts (filters × sort × reach × shape) stay few. One
 * statement answers the page and the exact number of all matches, and a page past the end still
 * brings the count (with no card). Two shapes, so that no row is read twice:
 *
 * - With a search: the matches are found once, by a bitmap scan of the trigram indexes (and of the
 *   partial browse indexes for the filters) with the heap recheck of the pattern, and kept as
 *   (id, sort key) only; the count and the page's top-N both read that small set, and only the
 *   page's rows are joined to their teachers. (Walking a sort index with the pattern as a filter
 *   would read the whole catalogue for a rare word; counting apart would recheck every match twice.)
 * - Without one: the count is answered from the partial browse indexes (an index-only scan once the
 *   visibility map is current) and the page walks the partial index of its sort and stops at its
 *   limit, so no row is fetched twice from the heap.
 */
export function browseStatement(query: BrowseQuery, reach: BrowseReach): Statement {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions = [reachCondition(reach, param)];
  if (query.category) conditions.push(`c.category = ${param(query.category)}`);
  if (query.difficulty) conditions.push(`c.difficulty = ${param(query.difficulty)}`);
  if (query.type) conditions.push(`c.type = ${param(query.type)}`);
  if (query.maxTokenPrice !== undefined) conditions.push(`c.token_price <= ${param(query.maxTokenPrice)}`);
  if (query.search) {
    const pattern = param(containsPattern(query.search));
    conditions.push(`(c.title ILIKE ${pattern} OR c.description ILIKE ${pattern})`);
  }
  const where = conditions.join(' AND ');
  const direction = query.sort.direction === 'asc' ? 'ASC' : 'DESC';
  const limit = `LIMIT ${param(query.pageSize)} OFFSET ${param(pageOffset(query.page, query.pageSize))}`;
  if (!query.search) {
    const text = `SELECT counted.total, page.*
    FROM (SELECT count(*)::int AS total FROM content_items c WHERE ${where}) counted
    LEFT JOIN (
      SELECT ${CONTENT_CARD_COLUMNS}
        FROM content_items c ${CONTENT_CARD_JOINS}
       WHERE ${where}
       ORDER BY ${SORT_COLUMN[query.sort.field]} ${direction}, c.id ${direction}
       ${limit}
    ) page ON true`;
    return { text, params };
  }
  const text = `WITH matches AS MATERIALIZED (
      SELECT c.id, ${SORT_COLUMN[query.sort.field]} AS sort_key FROM content_items c WHERE ${where}
    )
    SELECT counted.total, page.*
      FROM (SELECT count(*)::int AS total FROM matches) counted
      LEFT JOIN LATERAL (
        SELECT ${CONTENT_CARD_COLUMNS}
          FROM (SELECT m.id, m.sort_key FROM matches m ORDER BY m.sort_key ${direction}, m.id ${direction} ${limit}) p
          JOIN content_items c ON c.id = p.id
          ${CONTENT_CARD_JOINS}
         ORDER BY p.sort_key ${direction}, p.id ${direction}
      ) page ON true`;
  return { text, params };
}

function reachCondition(reach: BrowseReach, param: (value: unknown) => string): string {
  const parts: string[] = [];
  if (reach.catalogue.length === 2) parts.push(IN_CATALOGUE);
  else if (reach.catalogue.length === 1) parts.push(`${IN_CATALOGUE} AND c.visibility = ${param(reach.catalogue[0])}`);
  if (reach.privateOfTeacher !== null) {
    parts.push(`c.teacher_id = ${param(reach.privateOfTeacher)} AND c.visibility = 'private' AND c.withdrawn_at IS NULL AND c.status = 'published'`);
  }
  if (parts.length === 0) return 'false';
  return parts.length === 1 ? parts[0] : `((${parts.join(') OR (')}))`;
}
