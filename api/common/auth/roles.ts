import { type CanActivate, type ExecutionContext, Injectable, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import type { UserRole } from '../../../domain/accounts/roles';
import { ApiError } from '../api-error';
import type { AuthenticatedUser } from './authenticated-user';
import { ALLOWED_WHILE_DELETION_PENDING, DELETION_PENDING_MESSAGE } from './deletion-pending';
import { JwtAuthGuard } from './jwt-auth.guard';

const ROLES_KEY = 'allowedRoles';
const REFUSAL_KEY = 'roleRefusal';

const PLURAL: Record<UserRole, string> = { student: 'students', teacher: 'teachers', parent: 'parents', sponsor: 'sponsors' };

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    if (user?.deletionPending && !this.reflector.getAllAndOverride<boolean | undefined>(ALLOWED_WHILE_DELETION_PENDING, [context.getHandler(), context.getClass()])) {
      throw new ApiError('ACCOUNT_DELETION_PENDING', DELETION_PENDING_MESSAGE);
    }
    const allowed = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!allowed || allowed.length === 0) return true;
    if (user && allowed.includes(user.role)) return true;
    const refusal = this.reflector.getAllAndOverride<string | undefined>(REFUSAL_KEY, [context.getHandler(), context.getClass()]);
    throw new ApiError('FORBIDDEN', refusal ?? `This is only available for ${allowed.map((role) => PLURAL[role]).join(' and ')}.`);
  }
}

/**
 * Requires a valid access token and, when roles are given, one of those roles. The roles are
 * published in the API document as `x-roles`, so tests generated from it know who may call what.
 */
export function Authenticated(...roles: UserRole[]) {
  return applyDecorators(SetMetadata(ROLES_KEY, roles), UseGuards(JwtAuthGuard, RolesGuard), ApiBearerAuth(), ApiExtension('x-roles', roles));
}

/** Like Authenticated, with the sentence the spec gives to everyone else (e.g. 'Only students can use wishlist.'). */
export function OnlyFor(roles: UserRole[], refusal: string) {
  return applyDecorators(Authenticated(...roles), SetMetadata(REFUSAL_KEY, refusal));
}
