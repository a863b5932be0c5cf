import { Param, type PipeTransform } from '@nestjs/common';
import { ApiError } from './api-error';

/** The largest id the database's integer columns hold. */
export const MAX_ID = 2_147_483_647;

/**
 * A path id is a positive whole number in decimal digits that fits the database's integer ids;
 * anything else (`0x10`, `016`, `1e3`, `+5`) is refused before it reaches SQL.
 */
export class PositiveIdPipe implements PipeTransform<string, number> {
  constructor(private readonly name = 'id') {}

  transform(value: string): number {
    const text = String(value);
    const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : Number.NaN;
    if (!(id <= MAX_ID)) throw new ApiError('VALIDATION_FAILED', `'${this.name}' must be a positive whole number`, { [this.name]: 'Must be a positive whole number' });
    return id;
  }
}

/** The path parameter `name` as a positive int32 id. */
export function IdParam(name = 'id'): ParameterDecorator {
  return Param(name, new PositiveIdPipe(name));
}

