import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parentApi } from '../api/parent-api';
import { useInvalidateOnChange } from '../hooks/use-invalidate-on-change';
import { useParent } from './parent-context';

/** The parent's data in the query cache. */
export const parentKeys = {
  all: ['parent'] as const,
  childClasses: (childId: number) => ['parent', 'child-classes', childId] as const,
  childProgress: (childId: number) => ['parent', 'child-progress', childId] as const,
  analytics: (childId: number | null) => ['parent', 'analytics', childId] as const,
};

/**
 * The parent's dashboard still counts its changes (a transfer, a budget, a connected child) in the
 * context's `version`: a new count invalidates every parent key, so the screens read again.
 */
function useDashboardChanges() {
  useInvalidateOnChange(useParent().version, parentKeys.all);
}

export function useChildClasses(childId: number) {
  useDashboardChanges();
  return useQuery({ queryKey: parentKeys.childClasses(childId), queryFn: () => parentApi.childClasses(childId), placeholderData: keepPreviousData });
}

export function useChildProgress(childId: number) {
  useDashboardChanges();
  return useQuery({ queryKey: parentKeys.childProgress(childId), queryFn: () => parentApi.childProgress(childId), placeholderData: keepPreviousData });
}

/** The family's analytics, or one child's. */
export function useParentAnalytics(childId: number | null) {
  useDashboardChanges();
  return useQuery({ queryKey: parentKeys.analytics(childId), queryFn: () => parentApi.analytics(childId), placeholderData: keepPreviousData });
}
