import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';

/** Most answers wrap their content in `data` (spec §3). */
export interface DataAnswer<T> {
  data: T;
}

/** The parent calls' answer, `{ data: { data } }`. */
export type NestedDataAnswer<T> = DataAnswer<DataAnswer<T>>;

interface DataResponseOptions {
  /** 201 for a POST without @HttpCode(200). */
  status?: 200 | 201;
  /** `data` is one model (default), a list of them, or an object of them by id. */
  shape?: 'one' | 'list' | 'by-id';
  description?: string;
  /** The parent calls wrap their content twice, `{ data: { data: <model> } }` (spec §7). */
  nested?: boolean;
}

const STATUS_TEXT = { 200: 'OK', 201: 'Created' } as const;

/**
 * Documents an answer `{ data: <model> }`: the model is a DTO class with @ApiProperty on every field,
 * so the API document (and the web's generated types) carry its complete shape.
 */
export function ApiDataResponse(model: Type<unknown>, options: DataResponseOptions = {}) {
  const { status = 200, shape = 'one', description = STATUS_TEXT[status], nested = false } = options;
  const item = { $ref: getSchemaPath(model) };
  const inner = shape === 'list' ? { type: 'array' as const, items: item } : shape === 'by-id' ? { type: 'object' as const, additionalProperties: item } : item;
  const data = nested ? { type: 'object' as const, required: ['data'], properties: { data: inner } } : inner;
  return applyDecorators(ApiExtraModels(model), ApiResponse({ status, description, schema: { type: 'object', required: ['data'], properties: { data } } }));
}

/**
 * What a use case's `execute` resolves to. A response DTO `implements` it when the use case infers its
 * answer, so the compiler holds the two together: the fields stay written once, in the use case.
 */
export type UseCaseAnswer<UseCase extends { execute(...args: never[]): Promise<unknown> }> = Awaited<ReturnType<UseCase['execute']>>;
