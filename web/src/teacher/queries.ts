import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { classesApi } from '../api/classes-api';
import { teacherApi } from '../api/teacher-api';
import { invalidateKeys } from '../query-client';

/** The teacher's data in the query cache (react-admin's resources keep their own keys). */
export const teacherKeys = {
  all: ['teacher'] as const,
  home: ['teacher', 'home'] as const,
  library: ['teacher', 'library'] as const,
  analytics: ['teacher', 'analytics'] as const,
  earnings: ['teacher', 'earnings'] as const,
  classes: ['teacher', 'classes'] as const,
  classAnalytics: (classId: number) => ['teacher', 'class-analytics', classId] as const,
};

/** After content was saved or deleted: the header's counts, the library and every figure read again. */
export const refreshTeacher = () => invalidateKeys(teacherKeys.all);

/** The teacher's profile and figures for the header; the header shown stays while it reads again. */
export function useTeacherHome() {
  return useQuery({ queryKey: teacherKeys.home, queryFn: () => teacherApi.home(), placeholderData: keepPreviousData });
}

export function useTeacherLibrary() {
  return useQuery({ queryKey: teacherKeys.library, queryFn: () => teacherApi.content() });
}

export function useTeacherAnalytics() {
  return useQuery({ queryKey: teacherKeys.analytics, queryFn: () => teacherApi.analytics() });
}

export function useEarningsReport() {
  return useQuery({ queryKey: teacherKeys.earnings, queryFn: () => teacherApi.earningsReport() });
}

export function useTeacherClasses() {
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
