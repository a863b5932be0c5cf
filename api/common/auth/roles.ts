import { type CanActivate, type ExecutionContext, Injectable, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import type { UserRole } from '../../../domain/accounts/roles';
import { ApiError } from '../api-error';
import { RouteMetadata } from '../route-metadata';
import type { AuthenticatedUser } from './authenticated-user';
import { ALLOWED_WHILE_DELETION_PENDING, DELETION_PENDING_MESSAGE } from './deletion-pending';
import { JwtAuthGuard } from './jwt-auth.guard';

const ROLES_KEY = 'allowedRoles';
const REFUSAL_KEY = 'roleRefusal';

const PLURAL: Record<UserRole, string> = { student: 'students', teacher: 'teachers', parent: 'parents', sponsor: 'sponsors' };

interface RoleRules {
  allowedWhileDeletionPending: boolean;
  allowed: UserRole[];
  refusal: string | undefined;
}

@Injectable()
export class RolesGuard implements CanActivate {
  private readonly rules: RouteMetadata<RoleRules>;

  constructor(reflector: Reflector) {
    this.rules = new RouteMetadata((targets) => ({
      allowedWhileDeletionPending: reflector.getAllAndOverride<boolean | undefined>(ALLOWED_WHILE_DELETION_PENDING, targets) === true,
      allowed: reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, targets) ?? [],
      refusal: reflector.getAllAndOverride<string | undefined>(REFUSAL_KEY, targets),
    }));
  }

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    const rules = this.rules.of(context);
    if (user?.deletionPending && !rules.allowedWhileDeletionPending) throw new ApiError('ACCOUNT_DELETION_PENDING', DELETION_PENDING_MESSAGE);
    if (rules.allowed.length === 0) return true;
    if (user && rules.allowed.includes(user.role)) return true;
    throw new ApiError('FORBIDDEN', rules.refusal ?? `This is only available for ${rules.allowed.map((role) => PLURAL[role]).join(' and ')}.`);
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
