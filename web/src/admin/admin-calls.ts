import { useEffect, useRef } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../api/data-provider';
import { serverMessageOf } from '../api/api-error';
import { useToast } from '../components/Toasts';

/** The server's message of a failed react-admin call, else the screen's own text for it. */
export function adminErrorText(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return serverMessageOf(error.body) ?? fallback;
  if (error && typeof error === 'object' && 'body' in error) return serverMessageOf((error as { body: unknown }).body) ?? fallback;
  return fallback;
}

/** The admin data provider with its typed custom methods (the resources' state changes). */
export const useAdminDataProvider = () => useDataProvider<AdminDataProvider>();

/** A list's failed load said in a toast too (spec §8 "toast and inline"), once per failure. */
export function useListFailureToast(error: unknown, fallback: string): void {
  const toast = useToast();
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (error && toasted.current !== error) {
      toasted.current = error;
      toast.error(adminErrorText(error, fallback));
    }
  }, [error, fallback, toast]);
}
