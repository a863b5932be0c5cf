import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export const PAYMENT_METHODS = ['free', 'tokens', 'token-paid', 'sponsored'] as const;

/** The server decides how an enrollment is paid; the client's choice is checked and otherwise informational. */
export class EnrollDto {
  @ApiPropertyOptional({ enum: PAYMENT_METHODS, description: 'Informational: price 0 is free, a funded sponsorship pays, otherwise tokens' })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}` })
  paymentMethod?: (typeof PAYMENT_METHODS)[number];
}
