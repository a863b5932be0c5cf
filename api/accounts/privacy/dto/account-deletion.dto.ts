import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { AccountDeletionState } from '../../../../application/accounts/account-deletion-state';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../../domain/accounts/account-deletion';

/** POST /users/me/deletion: the account's password, typed again. */
export class ScheduleAccountDeletionDto {
  @ApiProperty({ description: "The account's password, typed again to confirm", example: 'Student123!', maxLength: 128 })
  @MaxLength(128, { message: 'Password is too long' })
  @IsNotEmpty({ message: 'Type your password to confirm' })
  @IsString({ message: 'Type your password to confirm' })
  password: string;
}

/** Whether the account waits for its deletion, and until when. */
export class AccountDeletionDto {
  @ApiProperty({ description: 'True while the account waits for its deletion' })
  scheduled: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the deletion was asked for' })
  requestedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the account is erased, unless it is kept before then' })
  eraseAt: string | null;

  @ApiProperty({ example: ACCOUNT_DELETION_GRACE_DAYS, description: 'Days between asking and the erasure' })
  graceDays: number;
}

export function toAccountDeletionDto(state: AccountDeletionState): AccountDeletionDto {
  return {
    scheduled: state.scheduled,
    requestedAt: state.requestedAt?.toISOString() ?? null,
    eraseAt: state.eraseAt?.toISOString() ?? null,
    graceDays: state.graceDays,
  };
}
