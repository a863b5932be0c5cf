import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parentApi } from '../api/parent-api';
import { invalidateKeys } from '../query-client';

/** The parent's data in the query cache. */
export const parentKeys = {
  all: ['parent'] as const,
  profile: ['parent', 'profile'] as const,
  children: ['parent', 'children'] as const,
  budget: ['parent', 'budget'] as const,
  childClasses: (childId: number) => ['parent', 'child-classes', childId] as const,
  childProgress: (childId: number) => ['parent', 'child-progress', childId] as const,
  analytics: (childId: number | null) => ['parent', 'analytics', childId] as const,
};

/** After a transfer, a budget, a goal or a connected child: balances, links and every figure read again. */
export const refreshParent = () => invalidateKeys(parentKeys.all);

export function useParentProfile() {
  return useQuery({ queryKey: parentKeys.profile, queryFn: () => parentApi.profile(), placeholderData: keepPreviousData });
}

/** The connected children and the requests waiting for an answer. */
export function useParentChildren() {
  return useQuery({ queryKey: parentKeys.children, queryFn: () => parentApi.children(), placeholderData: keepPreviousData });
}

export function useParentBudget() {
  return useQuery({ queryKey: parentKeys.budget, queryFn: () => parentApi.budget(), placeholderData: keepPreviousData });
}

export function useChildClasses(childId: number) {
  return useQuery({ queryKey: parentKeys.childClasses(childId), queryFn: () => parentApi.childClasses(childId), placeholderData: keepPreviousData });
}

export function useChildProgress(childId: number) {
  return useQuery({ queryKey: parentKeys.childProgress(childId), queryFn: () => parentApi.childProgress(childId), placeholderData: keepPreviousData });
}

/** The family's analytics, or one child's. */
export function useParentAnalytics(childId: number | null) {
  return useQuery({ queryKey: parentKeys.analytics(childId), queryFn: () => parentApi.analytics(childId), placeholderData: keepPreviousData });
}
