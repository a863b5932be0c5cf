import type { BrowseQuery, BrowseReach, BrowseSortField } from '../../domain/content/browse-query';
import { pageOffset } from '../../domain/content/browse-query';
import { CONTENT_CARD_COLUMNS, CONTENT_CARD_JOINS } from '../persistence/mappers/content-card.mapper';
import { containsPattern } from '../persistence/like-pattern';

/** Exactly the predicate of the partial browse indexes, so the planner can use them. */
export const IN_CATALOGUE = `c.visibility IN ('public','premium') AND c.withdrawn_at IS NULL`;

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
 * plan; every value is a parameter, and the texts (filters × sort × reach) stay few. The number of
 * all matches is counted without the joins, and the page walks a browse index and stops at its
 * limit; one statement answers both, and a page past the end still brings the count (with no card).
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
  const text = `SELECT counted.total, page.*
    FROM (SELECT count(*)::int AS total FROM content_items c WHERE ${where}) counted
    LEFT JOIN (
      SELECT ${CONTENT_CARD_COLUMNS}
        FROM content_items c ${CONTENT_CARD_JOINS}
       WHERE ${where}
       ORDER BY ${SORT_COLUMN[query.sort.field]} ${direction}, c.id ${direction}
       LIMIT ${param(query.pageSize)} OFFSET ${param(pageOffset(query.page, query.pageSize))}
    ) page ON true`;
  return { text, params };
}
function reachCondition(reach: BrowseReach, param: (value: unknown) => string): string {
  const parts: string[] = [];
  if (reach.catalogue.length === 2) parts.push(IN_CATALOGUE);
  else if (reach.catalogue.length === 1) parts.push(`${IN_CATALOGUE} AND c.visibility = ${param(reach.catalogue[0])}`);
  if (reach.privateOfTeacher !== null) {
    parts.push(`c.teacher_id = ${param(reach.privateOfTeacher)} AND c.visibility = 'private' AND c.withdrawn_at IS NULL`);
  }
  if (parts.length === 0) return 'false';
  return parts.length === 1 ? parts[0] : `((${parts.join(') OR (')}))`;
}
