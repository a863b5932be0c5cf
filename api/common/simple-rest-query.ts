import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { ApiError } from './api-error';

/** What ra-data-simple-rest sends to a list: three JSON texts. */
export class SimpleRestListQueryDto {
  @ApiPropertyOptional({ example: '["name","ASC"]', description: 'JSON [field, "ASC" | "DESC"]' })
  @IsOptional()
  @MaxLength(100, { message: 'sort is too long' })
  @IsString({ message: 'sort must be a JSON [field, order]' })
  sort?: string;

  @ApiPropertyOptional({ example: '[0,24]', description: 'JSON [first, last], both included; at most 100 records' })
  @IsOptional()
  @MaxLength(50, { message: 'range is too long' })
  @IsString({ message: 'range must be a JSON [first, last]' })
  range?: string;

  @ApiPropertyOptional({ example: '{"q":"math"}', description: 'JSON object of filters' })
  @IsOptional()
  @MaxLength(2000, { message: 'filter is too long' })
  @IsString({ message: 'filter must be a JSON object' })
  filter?: string;
}

export const MAX_PAGE = 100;

const refuse = (field: string, message: string) => new ApiError('VALIDATION_FAILED', message, { [field]: message });

function parse(text: string | undefined, field: string, message: string): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw refuse(field, message);
  }
}

export interface ListRequest<S extends string> {
  sort: S;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

/**
 * Reads sort, range and filter; sorts only by the fields given, the first being the default (in
 * `defaultOrder`, ascending unless told).
 */
export function readListQuery<S extends string>(
  query: SimpleRestListQueryDto,
  sortable: readonly S[],
  filters: readonly string[],
  defaultOrder: 'ASC' | 'DESC' = 'ASC',
): ListRequest<S> {
  const sortMessage = `sort must be [field, "ASC" | "DESC"] with field one of ${sortable.join(', ')}`;
  const sort = parse(query.sort, 'sort', sortMessage) ?? [sortable[0], defaultOrder];
  if (!Array.isArray(sort) || sort.length !== 2 || !sortable.includes(sort[0]) || !['ASC', 'DESC'].includes(sort[1])) throw refuse('sort', sortMessage);
  const rangeMessage = `range must be [first, last] with 0 ≤ first ≤ last and at most ${MAX_PAGE} records`;
  const range = parse(query.range, 'range', rangeMessage) ?? [0, 9];
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((value) => Number.isInteger(value) && value >= 0 && value <= 1_000_000) ||
    range[1] < range[0] ||
    range[1] - range[0] + 1 > MAX_PAGE
  ) {
    throw refuse('range', rangeMessage);
  }
  const filterMessage = `filter must be a JSON object of ${filters.join(', ')}`;
  const filter = parse(query.filter, 'filter', filterMessage) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter) || Object.keys(filter).some((key) => !filters.includes(key))) throw refuse('filter', filterMessage);
  return { sort: sort[0] as S, order: sort[1] as 'ASC' | 'DESC', offset: range[0], limit: range[1] - range[0] + 1, filter: filter as Record<string, unknown> };
}

/** A text filter: a string of at most 100 characters. */
export function textFilter(filter: Record<string, unknown>, key: string): string | undefined {
  const value = filter[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 100 || value.includes('\u0000')) throw refuse('filter', `filter.${key} must be a text of at most 100 characters`);
  return value;
}

export function booleanFilter(filter: Record<string, unknown>, key: string): boolean | undefined {
  const value = filter[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw refuse('filter', `filter.${key} must be true or false`);
  return value;
}

/** One id (`{ "childId": 12 }`), `what` saying what it names; '' counts as not sent. */
export function idFilter(filter: Record<string, unknown>, key: string, what: string): number | undefined {
  const value = filter[key];
  if (value === undefined || value === '') return undefined;
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 2_147_483_647) throw refuse('filter', `filter.${key} must be ${what}`);
  return value as number;
}

/** A filter of one of a few words (an enum): absent or empty means no filter. */
export function choiceFilter<T extends string>(filter: Record<string, unknown>, key: string, choices: readonly T[]): T | undefined {
  const value = filter[key];
  if (value === undefined || value === '') return undefined;
  if (!(choices as readonly unknown[]).includes(value)) throw refuse('filter', `filter.${key} must be one of ${choices.join(', ')}`);
  return value as T;
}

/** getMany sends `{ id: [..] }`; a single id is accepted too. */
export function idsFilter(filter: Record<string, unknown>, key = 'id'): number[] | undefined {
  const value = filter[key];
  if (value === undefined) return undefined;
  const ids = Array.isArray(value) ? value : [value];
  if (ids.length > MAX_PAGE || !ids.every((id) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647)) throw refuse('filter', `filter.${key} must hold at most ${MAX_PAGE} ids`);
  return ids as number[];
}

/** `Content-Range: <resource> <first>-<last>/<total>`, readable by a browser page on another origin too. */
export function sendContentRange(reply: FastifyReply, resource: string, offset: number, count: number, total: number): void {
  reply.header('Content-Range', count > 0 ? `${resource} ${offset}-${offset + count - 1}/${total}` : `${resource} */${total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
}
