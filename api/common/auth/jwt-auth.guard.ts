import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiError } from '../api-error';

@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  handleRequest<T>(error: unknown, user: T, info: unknown): T {
    if (error) throw error;
    if (!user) {
      const expired = (info as { name?: string } | undefined)?.name === 'TokenExpiredError';
      throw new ApiError('UNAUTHORIZED', expired ? 'Your session token has expired' : 'Authentication required');
    }
    return user;
  }
}
