import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const ALLOWED_WHILE_DELETION_PENDING = 'allowedWhileDeletionPending';

/**
 * The few routes a sign-in of an account waiting for its deletion may call: reading the account and
 * its deletion, downloading its data and keeping it. Every other route answers 403
 * ACCOUNT_DELETION_PENDING until the account is kept. Published as `x-allowed-while-deletion-pending`.
 */
export function AllowedWhileDeletionPending() {
  return applyDecorators(SetMetadata(ALLOWED_WHILE_DELETION_PENDING, true), ApiExtension('x-allowed-while-deletion-pending', true));
}

export const DELETION_PENDING_MESSAGE = 'This account is waiting to be deleted. Keep your account to use it again.';
