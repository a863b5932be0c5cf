import { classesTexts } from '../i18n/classes';
import { type ApiData, data } from './calls';
import { ApiError } from './api-error';
import type { components } from './schema';

/**
 * The spec's class calls (§7 "Classes") that are not react-admin screens: the teacher's classes for
 * the class analytics panel, the analytics snapshots, and the student's join, list and leave. The
 * Classes tab itself goes through the react-admin data provider (`data-provider.ts`).
 */

type Schemas = components['schemas'];

/** A class as its teacher sees it (spec §3 "Class"). */
export type TeacherClass = Schemas['ClassDto'];

/** A student in a class (spec §3 "Student"). */
export type ClassStudent = Schemas['ClassStudentDto'];

/** A class analytics snapshot (spec §3 "Class analytics record"). */
export type ClassAnalytics = Schemas['ClassAnalyticsDto'];

export type ClassAnalyticsStudent = Schemas['ClassAnalyticsStudentDto'];

/** A class as its student sees it. */
export type StudentClass = Schemas['StudentClassDto'];

/** A class invitation waiting for the student's answer. */
export type ClassInvitation = Schemas['ReceivedClassInvitationDto'];

const fallback = classesTexts.apiErrors;
const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

export const classesApi = {
  /** GET /classes/mine: newest first, each with its students. */
  mine: async (): Promise<TeacherClass[]> => list(await data<ApiData<'/api/classes/mine', 'get'>>('/classes/mine', fallback.loadClasses)),

  /** GET /class-analytics/{classId}: the latest snapshot, or null when none was computed yet (a 404 is "none"). */
  analytics: async (classId: number): Promise<ClassAnalytics | null> => {
    try {
      return await data<ApiData<'/api/class-analytics/{classId}', 'get'>>(`/class-analytics/${classId}`, fallback.classAnalytics);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404 && error.code === 'CLASS_ANALYTICS_NOT_FOUND') return null;
      throw error;
    }
  },

  /** POST /class-analytics: computes and stores a snapshot. */
  createAnalytics: (classId: number): Promise<ClassAnalytics> =>
    data<ApiData<'/api/class-analytics', 'post'>>('/class-analytics', fallback.classAnalytics, { method: 'POST', body: { classId } }),

  /** POST /student/classes/join: the code as typed (the server trims and upper-cases it). */
  join: (joinCode: string): Promise<StudentClass> =>
    data<ApiData<'/api/student/classes/join', 'post'>>('/student/classes/join', fallback.join, { method: 'POST', body: { joinCode: joinCode.trim() } }),

  /** GET /student/classes: latest joined first. */
  studentClasses: async (): Promise<StudentClass[]> => list(await data<ApiData<'/api/student/classes', 'get'>>('/student/classes', fallback.studentClasses)),

  /** GET /student/class-invitations: the invitations waiting for an answer, newest first. */
  invitations: async (): Promise<ClassInvitation[]> =>
    list(await data<ApiData<'/api/student/class-invitations', 'get'>>('/student/class-invitations', fallback.invitations)),

  /** POST /student/class-invitations/{id}/accept: answers the class joined. */
  acceptInvitation: (id: number): Promise<StudentClass> =>
    data<ApiData<'/api/student/class-invitations/{id}/accept', 'post'>>(`/student/class-invitations/${id}/accept`, fallback.acceptInvitation, { method: 'POST', body: {} }),

  /** POST /student/class-invitations/{id}/decline. */
  declineInvitation: (id: number): Promise<{ id: number; status: 'declined' }> =>
    data<ApiData<'/api/student/class-invitations/{id}/decline', 'post'>>(`/student/class-invitations/${id}/decline`, fallback.declineInvitation, { method: 'POST', body: {} }),

  /** DELETE /student/classes/{id}. */
  leave: (classId: number): Promise<{ id: number }> =>
    data<ApiData<'/api/student/classes/{id}', 'delete'>>(`/student/classes/${classId}`, fallback.leave, { method: 'DELETE' }),
};
