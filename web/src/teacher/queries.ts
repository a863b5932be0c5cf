import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { classesApi } from '../api/classes-api';
import { teacherApi } from '../api/teacher-api';
import { useInvalidateOnChange } from '../hooks/use-invalidate-on-change';
import { invalidateKeys } from '../query-client';
import { useTeacher } from './teacher-context';

/** The teacher's data in the query cache (react-admin's resources keep their own keys). */
export const teacherKeys = {
  all: ['teacher'] as const,
  library: ['teacher', 'library'] as const,
  analytics: ['teacher', 'analytics'] as const,
  earnings: ['teacher', 'earnings'] as const,
  classes: ['teacher', 'classes'] as const,
  classAnalytics: (classId: number) => ['teacher', 'class-analytics', classId] as const,
};

/**
 * The teacher's dashboard still counts its changes (content saved or deleted) in the context's
 * `version`: a new count invalidates every teacher key, so the screens read again.
 */
function useDashboardChanges() {
  useInvalidateOnChange(useTeacher().version, teacherKeys.all);
}

export function useTeacherLibrary() {
  useDashboardChanges();
  return useQuery({ queryKey: teacherKeys.library, queryFn: () => teacherApi.content() });
}

export function useTeacherAnalytics() {
  useDashboardChanges();
  return useQuery({ queryKey: teacherKeys.analytics, queryFn: () => teacherApi.analytics() });
}

export function useEarningsReport() {
  useDashboardChanges();
  return useQuery({ queryKey: teacherKeys.earnings, queryFn: () => teacherApi.earningsReport() });
}

export function useTeacherClasses() {
  useDashboardChanges();
  return useQuery({ queryKey: teacherKeys.classes, queryFn: () => classesApi.mine() });
}

/** A class's analytics snapshot; null while the class has none. The class shown stays while another loads. */
export const useClassAnalytics = (classId: number) =>
  useQuery({ queryKey: teacherKeys.classAnalytics(classId), queryFn: () => classesApi.analytics(classId), placeholderData: keepPreviousData });

/** Takes a new snapshot of a class's analytics. */
export const useCreateClassAnalytics = () =>
  useMutation({
    mutationFn: (classId: number) => classesApi.createAnalytics(classId),
    onSuccess: (_snapshot, classId) => invalidateKeys(teacherKeys.classAnalytics(classId)),
  });
