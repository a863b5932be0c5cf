import { HttpError, useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../api/data-provider';
import { serverMessageOf } from '../api/http-client';

/** The server's message of a failed react-admin call, else the screen's own text for it. */
export function adminErrorText(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return serverMessageOf(error.body) ?? fallback;
  if (error && typeof error === 'object' && 'body' in error) return serverMessageOf((error as { body: unknown }).body) ?? fallback;
  return fallback;
}

/** The admin data provider with its typed custom methods (the resources' state changes). */
export const useAdminDataProvider = () => useDataProvider<AdminDataProvider>();
