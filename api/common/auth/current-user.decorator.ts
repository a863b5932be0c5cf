import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { DeviceInfo } from '../../../application/sessions/session-policy';
import type { AuthenticatedUser } from './authenticated-user';

export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthenticatedUser => context.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user,
);

const bounded = (value: unknown, max: number) => (typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null);

/** The x-device-id and x-device-type headers, kept with the session. */
export const Device = createParamDecorator((_: unknown, context: ExecutionContext): DeviceInfo => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return { deviceId: bounded(request.headers['x-device-id'], 100), deviceType: bounded(request.headers['x-device-type'], 30) };
});
