import request from 'supertest';
import { ApiClient, STRONG_PASSWORD, newAccount, signedInClient } from '../support/api-client';
import { ContentFixtures, THREE_QUESTION_QUIZ } from '../support/content-fixtures';
import { GameFixtures } from '../support/game-fixtures';
import { LearningFixtures } from '../support/learning-fixtures';
import { MediaFixtures, secondsOfVideo } from '../support/media-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Who may call what, for every route of the API document: each route (method + path) against every
 * kind of caller, with the status it answers. Path ids name real things of "the student" and "the
 * teacher", so another student and a parent not linked to the student show they cannot reach them.
 * A route added to the document without a row here, or a row for a route that is gone, fails.
 */

const CALLERS = ['anonymous', 'student', 'otherStudent', 'teacher', 'linkedParent', 'unlinkedParent', 'sponsor', 'blocked'] as const;
type Caller = (typeof CALLERS)[number];
type Row = Record<Caller, number>;
/** Outsiders call first and owners last, so an outsider always meets the owner's thing untouched. */
const RUN_ORDER: Caller[] = ['anonymous', 'blocked', 'sponsor', 'teacher', 'unlinkedParent', 'otherStudent', 'linkedParent', 'student'];

const MATRIX: Record<string, Row> = {
  'get /api/config': { anonymous: 200, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 200 },
  'post /api/auth/local': { anonymous: 200, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 403 },
  'post /api/auth/local/register': { anonymous: 201, student: 201, otherStudent: 201, teacher: 201, linkedParent: 201, unlinkedParent: 201, sponsor: 201, blocked: 201 },
  'post /api/token/refresh': { anonymous: 401, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 401 },
  'post /api/auth/logout': { anonymous: 200, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 200 },
  'post /api/auth/video-code': { anonymous: 401, student: 201, otherStudent: 201, teacher: 201, linkedParent: 201, unlinkedParent: 201, sponsor: 201, blocked: 401 },
  'post /api/auth/video-code/exchange': { anonymous: 200, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 200 },
  'get /api/csrf': { anonymous: 200, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 200 },
  'get /api/users/me': { anonymous: 401, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 401 },
  'get /api/users/me/export': { anonymous: 401, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 401 },
  'get /api/users/me/deletion': { anonymous: 401, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 401 },
  // Sent with a wrong password (a right one would end the caller's sign-in): every account may ask, none by mistake.
  'post /api/users/me/deletion': { anonymous: 401, student: 422, otherStudent: 422, teacher: 422, linkedParent: 422, unlinkedParent: 422, sponsor: 422, blocked: 401 },
  'delete /api/users/me/deletion': { anonymous: 401, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 401 },
  'get /api/users/me/settings': { anonymous: 401, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 401 },
  'put /api/users/me/settings': { anonymous: 401, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 401 },
  'post /api/auth/change-password': { anonymous: 401, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 401 },
  // Anyone may ask; the answer never says whether an account uses the e-mail.
  'post /api/auth/forgot-password': { anonymous: 200, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 200 },
  // Sent with a code nobody was given: no caller gets further than anyone else.
  'post /api/auth/reset-password': { anonymous: 400, student: 400, otherStudent: 400, teacher: 400, linkedParent: 400, unlinkedParent: 400, sponsor: 400, blocked: 400 },
  'get /api/student/gaming': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/student/odds': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/student/activity': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'put /api/student/profile': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/student/xp': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/student/login-streak': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/student/chest/daily': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/student/chest/status': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/student/inventory': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/student/inventory/sell': { anonymous: 401, student: 200, otherStudent: 404, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/student/inventory/use': { anonymous: 401, student: 200, otherStudent: 404, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/student/crafting/materials': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/student/crafting/recipes': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/student/crafting/craft': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/student/challenges': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/student/challenges/claim': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/student/leaderboard': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/student/leaderboard/challenge': { anonymous: 401, student: 201, otherStudent: 201, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/content-items': { anonymous: 401, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 401 },
  'post /api/content-items': { anonymous: 401, student: 403, otherStudent: 403, teacher: 201, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/content-items/public': { anonymous: 200, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 200 },
  'get /api/content-items/{id}': { anonymous: 401, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 401 },
  'put /api/content-items/{id}': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'delete /api/content-items/{id}': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/content-items/{id}/publish': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/content-items/{id}/unpublish': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/content-items/{id}/enroll': { anonymous: 401, student: 201, otherStudent: 201, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/student/content/access-info': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/content-items/{id}/analytics': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/student/content/my-courses': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/student/content/my-courses/{list}': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'put /api/student/content/{id}/progress': { anonymous: 401, student: 200, otherStudent: 403, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/student/content/{id}/quiz-attempts': { anonymous: 401, student: 201, otherStudent: 403, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/student/content/{id}/steps/{index}/check': { anonymous: 401, student: 200, otherStudent: 403, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'put /api/student/content/{id}/rating': { anonymous: 401, student: 200, otherStudent: 403, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/student/wishlist': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/student/wishlist': { anonymous: 401, student: 201, otherStudent: 201, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'delete /api/student/wishlist/{id}': { anonymous: 401, student: 200, otherStudent: 404, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/analytics/student/dashboard': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/analytics/student/progress/{subject}': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/analytics/student/learning-pattern': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/analytics/student/peer-comparison': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/student/challenges/received': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/classes/mine': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/classes': { anonymous: 401, student: 403, otherStudent: 403, teacher: 201, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'put /api/classes/{id}': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'delete /api/classes/{id}': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/classes/{id}/regenerate-join-code': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/classes/{id}/add-student': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/classes/{id}/add-student-by-username': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'delete /api/classes/{id}/students/{studentId}': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/classes/{id}/students/{studentId}/reset-code': { anonymous: 401, student: 403, otherStudent: 403, teacher: 201, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/classes/{id}/invitations': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'delete /api/classes/{id}/invitations/{invitationId}': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/classes/{id}/remove-student-by-username': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/class-analytics/{classId}': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/class-analytics': { anonymous: 401, student: 403, otherStudent: 403, teacher: 201, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/student/classes/join': { anonymous: 401, student: 201, otherStudent: 201, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/student/classes': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'delete /api/student/classes/{id}': { anonymous: 401, student: 200, otherStudent: 404, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/student/class-invitations': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/student/class-invitations/{id}/accept': { anonymous: 401, student: 200, otherStudent: 404, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/student/class-invitations/{id}/decline': { anonymous: 401, student: 200, otherStudent: 404, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/admin/content': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/admin/content/{id}': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/admin/classes': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/admin/classes': { anonymous: 401, student: 403, otherStudent: 403, teacher: 201, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/admin/classes/totals': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/admin/classes/{id}': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'put /api/admin/classes/{id}': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'delete /api/admin/classes/{id}': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/admin/classes/{id}/activate': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/admin/classes/{id}/deactivate': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/admin/classes/{id}/regenerate-join-code': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/admin/classes/{id}/add-student-by-username': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/admin/classes/{classId}/students': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/admin/classes/{classId}/students': { anonymous: 401, student: 403, otherStudent: 403, teacher: 201, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/admin/classes/{classId}/invitations': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'delete /api/admin/classes/{classId}/invitations/{invitationId}': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/admin/classes/{classId}/students/{studentId}': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'delete /api/admin/classes/{classId}/students/{studentId}': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/parent/connect-child': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 201, unlinkedParent: 201, sponsor: 403, blocked: 401 },
  'get /api/parent/profile': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 200, sponsor: 403, blocked: 401 },
  'get /api/parent/children': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 200, sponsor: 403, blocked: 401 },
  'get /api/parent/child/{id}/content-progress': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'get /api/parent/child/{id}/classes': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'post /api/parent/child/{id}/reset-code': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 201, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'get /api/analytics/parent/overview': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'get /api/student/parents': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/student/parent-requests/{id}/accept': { anonymous: 401, student: 200, otherStudent: 404, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/student/parent-requests/{id}/decline': { anonymous: 401, student: 200, otherStudent: 404, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'post /api/student/parent-link-code': { anonymous: 401, student: 201, otherStudent: 201, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'delete /api/student/parents/{parentId}': { anonymous: 401, student: 200, otherStudent: 404, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/parent/budget': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 200, sponsor: 403, blocked: 401 },
  'put /api/parent/budget': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 200, sponsor: 403, blocked: 401 },
  'post /api/parent/transfer-tokens': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 201, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'get /api/parent/goals': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'post /api/parent/goals': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 201, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'put /api/parent/goals/{id}': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'post /api/parent/goals/{id}/complete': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'get /api/student/goals': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/parent/wishlist': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'post /api/parent/wishlist/{id}/approve': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'post /api/parent/wishlist/{id}/deny': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'post /api/parent/wishlist/{id}/reset': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'get /api/admin/wishlist': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'get /api/admin/goals': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'get /api/admin/transfers': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'post /api/admin/wishlist/approve-many': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 200, sponsor: 403, blocked: 401 },
  'post /api/admin/wishlist/deny-many': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 200, sponsor: 403, blocked: 401 },
  'get /api/admin/wishlist/{id}': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'post /api/admin/wishlist/{id}/approve': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'post /api/admin/wishlist/{id}/deny': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'post /api/admin/wishlist/{id}/reset': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'get /api/teacher/home': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/teacher/content': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/teacher/enrollments': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/teacher/analytics': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'put /api/teacher/profile': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/analytics/teacher/content-performance': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/analytics/teacher/student-progress': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/analytics/teacher/earnings-report': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/analytics/teacher/engagement-metrics': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/sponsors/me': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 200, blocked: 401 },
  'put /api/sponsors/me': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 200, blocked: 401 },
  'post /api/sponsors/sponsor-content': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 201, blocked: 401 },
  'get /api/sponsors/sponsored-content': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 200, blocked: 401 },
  'get /api/sponsors/stats': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 200, blocked: 401 },
  // The signed address, not the caller, opens a stored film (a <video> element sends no token): the student's address serves whoever holds it for its 5 minutes.
  'get /api/media/stills/{key}': { anonymous: 200, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 200 },
  'get /api/media/{key}': { anonymous: 200, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 200 },
  // Uploaded pictures are public (thumbnails and avatars everyone sees); only teachers upload.
  'get /api/media/pictures/{key}': { anonymous: 200, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 200 },
  'post /api/media/uploads': { anonymous: 401, student: 403, otherStudent: 403, teacher: 201, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/messages/threads': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 403, blocked: 401 },
  'get /api/messages/contacts': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 403, blocked: 401 },
  // Each writes about the student: the teacher to the linked parent, a parent to the teacher; the unlinked parent may not.
  'post /api/messages/threads': { anonymous: 401, student: 403, otherStudent: 403, teacher: 201, linkedParent: 201, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/messages/threads/{id}': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'post /api/messages/threads/{id}/messages': { anonymous: 401, student: 403, otherStudent: 403, teacher: 201, linkedParent: 201, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'post /api/messages/threads/{id}/read': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'post /api/messages/threads/{id}/mute': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 200, unlinkedParent: 404, sponsor: 403, blocked: 401 },
  'post /api/classes/{id}/announcements': { anonymous: 401, student: 403, otherStudent: 403, teacher: 201, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/classes/{id}/announcements': { anonymous: 401, student: 403, otherStudent: 403, teacher: 200, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/student/announcements': { anonymous: 401, student: 200, otherStudent: 200, teacher: 403, linkedParent: 403, unlinkedParent: 403, sponsor: 403, blocked: 401 },
  'get /api/parent/announcements': { anonymous: 401, student: 403, otherStudent: 403, teacher: 403, linkedParent: 200, unlinkedParent: 200, sponsor: 403, blocked: 401 },
  'get /api/notifications': { anonymous: 401, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 401 },
  'post /api/notifications/read': { anonymous: 401, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 401 },
  'get /api/events': { anonymous: 401, student: 200, otherStudent: 200, teacher: 200, linkedParent: 200, unlinkedParent: 200, sponsor: 200, blocked: 401 },
};

const SKIPPED = new Set(['/api/docs', '/api/docs-json', '/api/docs-yaml']);
/**
 * They end, rotate or replace the caller's own sign-in (signing in and registering set a new refresh
 * cookie) or change its password, so they run after every other route, in this order.
 */
const LAST = ['post /api/token/refresh', 'post /api/auth/change-password', 'post /api/auth/logout', 'post /api/auth/local', 'post /api/auth/local/register'];

/** The password each caller has once 'post /api/auth/change-password' ran (the blocked caller's change was refused). */
const CHANGED_PASSWORD = 'Changed-By-Matrix9';
const passwordAfterChange = (caller: Caller) => (caller === 'blocked' ? STRONG_PASSWORD : CHANGED_PASSWORD);

interface Person {
  client: ApiClient;
  id: number;
  username: string;
}

/** The fixtures the path ids and bodies name; the fresh* helpers make a new thing for a call that uses one up. */
interface World {
  people: Record<Exclude<Caller, 'anonymous'>, Person>;
  anonymous: ApiClient;
  spareAccount: { username: string; password: string };
  /** Public free video of the teacher; the student is enrolled, the other student is not. */
  contentId: number;
  /** Quiz of the teacher; the student is enrolled. */
  quizId: number;
  /** Interactive lesson of the teacher whose first step is a choice with answer 0; the student is enrolled. */
  lessonId: number;
  /** Public free content nobody is enrolled in yet. */
  openContentId: number;
  /** A stored paid film of the teacher the student is enrolled in, and the address of all of it that the student's read gave. */
  film: { key: string; query: string; size: number };
  /** A class of the teacher with the student in it, and another one to join by its code. */
  classId: number;
  joinCode: string;
  wishlistItemId: number;
  goalId: number;
  /** The thread of the linked parent and the teacher about the student. */
  threadId: number;
  woodId: number;
  boostId: number;
  dailyQuizGoalId: string;
  /** One unused video courses code of the student per caller (the exchange is public: the code says who). */
  videoCodes: Record<Caller, string>;
  freshContent(): Promise<number>;
  freshClass(withStudent: boolean): Promise<number>;
  /** A class of the teacher (new) that invited the student, and the invitation (its path names both). */
  freshInvitation(): Promise<{ id: number; classId: number; invitationId: number }>;
  freshWishlistItem(): Promise<number>;
  freshGoal(): Promise<number>;
  /** A parent (registered now) whose link to the student has the given status. */
  freshParent(status: 'pending' | 'accepted'): Promise<number>;
}

interface Call {
  params?: (w: World) => Promise<Record<string, number | string>> | Record<string, number | string>;
  query?: (w: World) => string;
  body?: (w: World, caller: Caller) => unknown;
  /** A multipart upload's one file, sent in the field `file` instead of a JSON body. */
  file?: () => { bytes: Buffer; filename: string };
  /** A stream of server-sent events: only its status and headers are read, then it is closed. */
  stream?: boolean;
  /** For a caller answered 2xx who still must not reach the owner's things: what is wrong with the answer, if anything. */
  check?: (w: World, caller: Caller, answer: request.Response) => string | undefined;
}

const changesNothingForOutsiders = (w: World, caller: Caller, answer: request.Response) =>
  caller === 'unlinkedParent' && JSON.stringify(answer.body.data) !== '[]' ? `changed another family's items: ${JSON.stringify(answer.body)}` : undefined;

const theContent = (w: World) => ({ id: w.contentId });

/** How each route is called: the ids in its path, its query and a minimal valid body. */
const CALLS: Record<string, Call> = {
  'post /api/auth/local': {
    body: (w, caller) =>
      caller === 'anonymous'
        ? { identifier: w.spareAccount.username, password: w.spareAccount.password }
        : { identifier: w.people[caller].username, password: passwordAfterChange(caller) },
  },
  'post /api/auth/local/register': { body: () => newAccount() },
  'get /api/users/me/export': {
    check: (w, caller, answer) => {
      const own = caller === 'anonymous' ? null : w.people[caller];
      if (own && answer.body.account?.id !== own.id) return `exported the account ${answer.body.account?.id}`;
      return caller !== 'student' && JSON.stringify(answer.body).includes(w.people.student.username) ? "the export names the student's account" : undefined;
    },
  },
  'post /api/users/me/deletion': { body: () => ({ password: 'Not-the-password-9' }) },
  'post /api/auth/change-password': { body: () => ({ currentPassword: STRONG_PASSWORD, newPassword: CHANGED_PASSWORD }) },
  'post /api/auth/forgot-password': { body: () => ({ email: 'nobody-here@example.org' }) },
  'post /api/auth/reset-password': { body: (_w, caller) => ({ code: `not-a-code-${caller}`, password: CHANGED_PASSWORD, passwordConfirmation: CHANGED_PASSWORD }) },
  'put /api/users/me/settings': {
    body: () => ({ theme: 'dark', soundEffects: false }),
    check: (_w, _caller, answer) => (answer.body.data.theme !== 'dark' || answer.body.data.soundEffects !== false ? `saved something else: ${JSON.stringify(answer.body)}` : undefined),
  },
  'post /api/auth/video-code/exchange': {
    body: (w, caller) => ({ code: w.videoCodes[caller] }),
    check: (w, _caller, answer) => (answer.body.data.user.id !== w.people.student.id ? `signed in user ${answer.body.data.user.id}` : undefined),
  },
  'post /api/token/refresh': {
    check: (w, caller, answer) => {
      const subject = JSON.parse(Buffer.from(String(answer.body.jwt).split('.')[1], 'base64url').toString()).sub;
      return caller !== 'anonymous' && Number(subject) !== w.people[caller].id ? `renewed the sign-in of user ${subject}` : undefined;
    },
  },
  'put /api/student/profile': { body: () => ({ leaderboardOptOut: false }) },
  'post /api/student/xp': { body: () => ({ xpGain: 10, source: 'video_completed' }) },
  'post /api/student/inventory/sell': { body: (w) => ({ inventoryItemId: w.woodId }) },
  'post /api/student/inventory/use': { body: (w) => ({ inventoryItemId: w.boostId }) },
  'post /api/student/crafting/craft': { body: () => ({ itemId: 'wooden-bookmark' }) },
  'post /api/student/challenges/claim': { body: (w) => ({ period: 'daily', goalId: w.dailyQuizGoalId }) },
  'post /api/student/leaderboard/challenge': { body: (w, caller) => ({ targetUserId: caller === 'otherStudent' ? w.people.student.id : w.people.otherStudent.id }) },
  'post /api/content-items': { body: () => ({ data: { title: 'Matrix lesson', description: 'Created by the authorization matrix.' } }) },
  'get /api/content-items/{id}': { params: theContent },
  'put /api/content-items/{id}': { params: theContent, body: () => ({ data: { title: 'Fractions, renamed' } }) },
  'delete /api/content-items/{id}': { params: async (w) => ({ id: await w.freshContent() }) },
  'post /api/content-items/{id}/publish': { params: async (w) => ({ id: await w.freshContent() }), body: () => ({}) },
  'post /api/content-items/{id}/unpublish': { params: async (w) => ({ id: await w.freshContent() }), body: () => ({}) },
  'post /api/content-items/{id}/enroll': { params: (w) => ({ id: w.openContentId }), body: () => ({}) },
  'post /api/student/content/access-info': { body: (w) => ({ contentIds: [w.contentId] }) },
  'get /api/content-items/{id}/analytics': { params: theContent },
  'get /api/admin/content/{id}': { params: theContent },
  'put /api/student/content/{id}/progress': { params: theContent, body: () => ({ percentage: 50, timeSpent: 60 }) },
  'post /api/student/content/{id}/quiz-attempts': { params: (w) => ({ id: w.quizId }), body: () => ({ answers: [0, 1, 2] }) },
  'post /api/student/content/{id}/steps/{index}/check': { params: (w) => ({ id: w.lessonId, index: 0 }), body: () => ({ answer: 0 }) },
  'put /api/student/content/{id}/rating': { params: theContent, body: () => ({ rating: 5 }) },
  'post /api/student/wishlist': { body: () => ({ type: 'reward', name: 'A bike', cost: 10 }) },
  'delete /api/student/wishlist/{id}': { params: async (w) => ({ id: await w.freshWishlistItem() }) },
  'get /api/analytics/student/progress/{subject}': { params: () => ({ subject: 'math' }) },
  'get /api/student/content/my-courses/{list}': { params: () => ({ list: 'active' }) },
  'post /api/classes': { body: () => ({ data: { name: 'Matrix class' } }) },
  'put /api/classes/{id}': { params: (w) => ({ id: w.classId }), body: () => ({ data: { description: 'Renamed by the matrix' } }) },
  'delete /api/classes/{id}': { params: async (w) => ({ id: await w.freshClass(true) }) },
  'post /api/classes/{id}/regenerate-join-code': { params: async (w) => ({ id: await w.freshClass(false) }) },
  'post /api/classes/{id}/add-student': { params: async (w) => ({ id: await w.freshClass(false) }), body: (w) => ({ studentId: w.people.otherStudent.id }) },
  'post /api/classes/{id}/add-student-by-username': { params: async (w) => ({ id: await w.freshClass(false) }), body: (w) => ({ username: w.people.otherStudent.username }) },
  'delete /api/classes/{id}/students/{studentId}': { params: async (w) => ({ id: await w.freshClass(true), studentId: w.people.student.id }) },
  'post /api/classes/{id}/students/{studentId}/reset-code': { params: async (w) => ({ id: await w.freshClass(true), studentId: w.people.student.id }) },
  'get /api/classes/{id}/invitations': { params: (w) => ({ id: w.classId }) },
  'delete /api/classes/{id}/invitations/{invitationId}': { params: async (w) => w.freshInvitation() },
  'post /api/classes/{id}/remove-student-by-username': { params: async (w) => ({ id: await w.freshClass(true) }), body: (w) => ({ username: w.people.student.username }) },
  'get /api/class-analytics/{classId}': { params: (w) => ({ classId: w.classId }) },
  'post /api/class-analytics': { body: (w) => ({ classId: w.classId }) },
  'post /api/student/classes/join': { body: (w) => ({ joinCode: w.joinCode }) },
  'post /api/student/class-invitations/{id}/accept': { params: async (w) => ({ id: (await w.freshInvitation()).invitationId }) },
  'post /api/student/class-invitations/{id}/decline': { params: async (w) => ({ id: (await w.freshInvitation()).invitationId }) },
  'delete /api/student/classes/{id}': { params: async (w) => ({ id: await w.freshClass(true) }) },
  'post /api/admin/classes': { body: () => ({ name: 'Matrix admin class' }) },
  'get /api/admin/classes/{id}': { params: (w) => ({ id: w.classId }) },
  'put /api/admin/classes/{id}': { params: (w) => ({ id: w.classId }), body: () => ({ description: 'Changed in the admin' }) },
  'delete /api/admin/classes/{id}': { params: async (w) => ({ id: await w.freshClass(true) }) },
  'post /api/admin/classes/{id}/activate': { params: (w) => ({ id: w.classId }) },
  'post /api/admin/classes/{id}/deactivate': { params: async (w) => ({ id: await w.freshClass(false) }) },
  'post /api/admin/classes/{id}/regenerate-join-code': { params: async (w) => ({ id: await w.freshClass(false) }) },
  'post /api/admin/classes/{id}/add-student-by-username': { params: async (w) => ({ id: await w.freshClass(false) }), body: (w) => ({ username: w.people.otherStudent.username }) },
  'get /api/admin/classes/{classId}/students': { params: (w) => ({ classId: w.classId }) },
  'post /api/admin/classes/{classId}/students': { params: async (w) => ({ classId: await w.freshClass(false) }), body: (w) => ({ studentId: w.people.otherStudent.id }) },
  'get /api/admin/classes/{classId}/invitations': { params: (w) => ({ classId: w.classId }) },
  'delete /api/admin/classes/{classId}/invitations/{invitationId}': { params: async (w) => w.freshInvitation() },
  'get /api/admin/classes/{classId}/students/{studentId}': { params: (w) => ({ classId: w.classId, studentId: w.people.student.id }) },
  'delete /api/admin/classes/{classId}/students/{studentId}': { params: async (w) => ({ classId: await w.freshClass(true), studentId: w.people.student.id }) },
  'get /api/parent/children': {
    check: (w, caller, answer) =>
      caller === 'unlinkedParent' && JSON.stringify(answer.body).includes(w.people.student.username) ? 'an unlinked parent sees the student' : undefined,
  },
  'get /api/student/parents': {
    check: (w, caller, answer) =>
      caller === 'otherStudent' && JSON.stringify(answer.body).includes(w.people.linkedParent.username) ? "another student sees the student's parent" : undefined,
  },
  'post /api/parent/connect-child': { body: (w) => ({ identifier: w.spareAccount.username }) },
  'get /api/parent/child/{id}/content-progress': { params: (w) => ({ id: w.people.student.id }) },
  'get /api/parent/child/{id}/classes': { params: (w) => ({ id: w.people.student.id }) },
  'post /api/parent/child/{id}/reset-code': { params: (w) => ({ id: w.people.student.id }) },
  'get /api/analytics/parent/overview': { query: (w) => `childId=${w.people.student.id}` },
  'post /api/student/parent-requests/{id}/accept': { params: async (w) => ({ id: await w.freshParent('pending') }) },
  'post /api/student/parent-requests/{id}/decline': { params: async (w) => ({ id: await w.freshParent('pending') }) },
  'delete /api/student/parents/{parentId}': { params: async (w) => ({ parentId: await w.freshParent('accepted') }) },
  'put /api/parent/budget': { body: () => ({ monthlyEducationBudget: 100 }) },
  'post /api/parent/transfer-tokens': { body: (w) => ({ childId: w.people.student.id, amount: 1 }) },
  'get /api/parent/goals': { query: (w) => `childId=${w.people.student.id}` },
  'post /api/parent/goals': { body: (w) => ({ data: { childId: w.people.student.id, title: 'Read every day', kind: 'custom', target: 1 } }) },
  'put /api/parent/goals/{id}': { params: (w) => ({ id: w.goalId }), body: () => ({ data: { title: 'Read every evening' } }) },
  'post /api/parent/goals/{id}/complete': { params: async (w) => ({ id: await w.freshGoal() }) },
  'get /api/parent/wishlist': { query: (w) => `childId=${w.people.student.id}` },
  'post /api/parent/wishlist/{id}/approve': { params: async (w) => ({ id: await w.freshWishlistItem() }), body: () => ({ note: 'Well done' }) },
  'post /api/parent/wishlist/{id}/deny': { params: async (w) => ({ id: await w.freshWishlistItem() }), body: () => ({ note: 'Not now' }) },
  'post /api/parent/wishlist/{id}/reset': { params: (w) => ({ id: w.wishlistItemId }), body: () => ({}) },
  'get /api/admin/wishlist': { query: (w) => `filter=${encodeURIComponent(JSON.stringify({ childId: w.people.student.id }))}` },
  'get /api/admin/goals': { query: (w) => `filter=${encodeURIComponent(JSON.stringify({ childId: w.people.student.id }))}` },
  'get /api/admin/transfers': { query: (w) => `filter=${encodeURIComponent(JSON.stringify({ childId: w.people.student.id }))}` },
  'post /api/admin/wishlist/approve-many': { body: (w) => ({ ids: [w.wishlistItemId] }), check: changesNothingForOutsiders },
  'post /api/admin/wishlist/deny-many': { body: (w) => ({ ids: [w.wishlistItemId] }), check: changesNothingForOutsiders },
  'get /api/admin/wishlist/{id}': { params: (w) => ({ id: w.wishlistItemId }) },
  'post /api/admin/wishlist/{id}/approve': { params: async (w) => ({ id: await w.freshWishlistItem() }), body: () => ({}) },
  'post /api/admin/wishlist/{id}/deny': { params: async (w) => ({ id: await w.freshWishlistItem() }), body: () => ({}) },
  'post /api/admin/wishlist/{id}/reset': { params: (w) => ({ id: w.wishlistItemId }), body: () => ({}) },
  'put /api/teacher/profile': { body: () => ({ data: { bio: 'Teaches fractions.' } }) },
  'put /api/sponsors/me': { body: () => ({ data: { companyName: 'Acme Learning' } }) },
  'get /api/media/stills/{key}': { params: () => ({ key: MATRIX_STILL }) },
  'get /api/media/pictures/{key}': { params: () => ({ key: MATRIX_PICTURE }) },
  'post /api/media/uploads': { file: () => ({ bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'matrix.pdf' }) },
  'get /api/media/{key}': {
    params: (w) => ({ key: w.film.key }),
    query: (w) => w.film.query,
    check: (w, _caller, answer) => (answer.headers['content-length'] !== String(w.film.size) ? `served ${answer.headers['content-length']} of the film's ${w.film.size} bytes` : undefined),
  },
  'post /api/sponsors/sponsor-content': { body: (w) => ({ contentId: w.contentId, amount: 1 }) },
  'get /api/messages/threads/{id}': { params: (w) => ({ id: w.threadId }) },
  'post /api/messages/threads': {
    body: (w, caller) => ({ recipientId: caller === 'teacher' ? w.people.linkedParent.id : w.people.teacher.id, childId: w.people.student.id, body: 'About the matrix' }),
  },
  'post /api/messages/threads/{id}/messages': { params: (w) => ({ id: w.threadId }), body: () => ({ body: 'A reply' }) },
  'post /api/messages/threads/{id}/read': { params: (w) => ({ id: w.threadId }) },
  'post /api/messages/threads/{id}/mute': { params: (w) => ({ id: w.threadId }), body: () => ({ muted: false }) },
  'post /api/classes/{id}/announcements': { params: (w) => ({ id: w.classId }), body: () => ({ body: 'Announced by the matrix' }) },
  'get /api/classes/{id}/announcements': { params: (w) => ({ id: w.classId }) },
  'post /api/notifications/read': { body: () => ({ all: true }) },
  'get /api/events': { stream: true, check: (_w, _caller, answer) => (answer.headers['content-type']?.startsWith('text/event-stream') ? undefined : `answered ${answer.headers['content-type']}`) },
};

/** A demo film's still: served to anyone at a plain address. */
const MATRIX_STILL = 'demo-film-0123456789abcdef.png';
/** An uploaded picture: served to anyone at a plain address. */
const MATRIX_PICTURE = '0123456789abcdef0123456789abcdef.png';

const DEVICE = { 'x-device-id': 'matrix-device', 'x-device-type': 'desktop' };

/** Reads a stream's status and headers, then closes it; a refusal's body is read whole. */
function openStream(client: ApiClient, path: string) {
  return client.agent
    .get(path)
    .set({ ...DEVICE, ...(client.jwt ? { Authorization: `Bearer ${client.jwt}` } : {}) })
    .buffer(false)
    .parse((response, done) => {
      if ((response.statusCode ?? 0) < 400) {
        (response as unknown as { destroy(): void }).destroy();
        return done(null, {});
      }
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => done(null, JSON.parse(text)));
    });
}

function send(client: ApiClient, method: string, path: string, body: unknown, file?: { bytes: Buffer; filename: string }) {
  const pending = (client.agent as unknown as Record<string, (path: string) => request.Test>)[method](path).set({
    ...DEVICE,
    ...(client.csrf ? { 'X-CSRF-Token': client.csrf } : {}),
    ...(client.jwt ? { Authorization: `Bearer ${client.jwt}` } : {}),
  });
  if (file) return pending.attach('file', file.bytes, file.filename);
  return body === undefined ? pending : pending.set('Content-Type', 'application/json').send(JSON.stringify(body));
}

async function buildWorld(t: TestApp): Promise<World> {
  const content = new ContentFixtures(t.app, t.dataSource);
  const learning = new LearningFixtures(t.dataSource);
  const game = new GameFixtures(t.dataSource);
  const person = async (userRole: string): Promise<Person> => {
    const { client, account } = await signedInClient(t.app, { userRole });
    return { client, id: account.user.id, username: account.user.username };
  };
  const [studentP, otherStudent, teacher, linkedParent, unlinkedParent, sponsor, blocked] = await Promise.all(
    ['student', 'student', 'teacher', 'parent', 'parent', 'sponsor', 'student'].map(person),
  );
  const spare = await signedInClient(t.app, { userRole: 'student' });
  const link = (parentId: number, status: 'pending' | 'accepted') =>
    t.dataSource.query(
      `INSERT INTO parent_links (parent_id, student_id, status, requested_at, decided_at) VALUES ($1, $2, $3::varchar, now(), CASE WHEN $3::varchar = 'pending' THEN NULL ELSE now() END)`,
      [parentId, studentP.id, status],
    );
  await link(linkedParent.id, 'accepted');
  await t.dataSource.query(`UPDATE users SET blocked = true WHERE id = $1`, [blocked.id]);
  for (const parent of [linkedParent, unlinkedParent]) await game.grantTokens(parent.id, 1000);

  const contentId = await content.content(teacher.id);
  const quizId = await content.content(teacher.id, { type: 'quiz', title: 'Quick quiz', contentData: THREE_QUESTION_QUIZ });
  const openContentId = await content.content(teacher.id, { title: 'Open to all' });
  await learning.enroll(studentP.id, contentId, { progress: 100, completedAt: new Date() });
  await learning.enroll(studentP.id, quizId);
  const lesson = { steps: [{ title: 'Choose', instruction: 'Pick one.', task: { prompt: 'Which?', choices: ['this', 'that'], answerIndex: 0 } }] };
  const lessonId = await content.content(teacher.id, { type: 'interactive', title: 'Quick lesson', contentData: lesson });
  await learning.enroll(studentP.id, lessonId);
  const film = secondsOfVideo(300);
  const media = new MediaFixtures(t.app);
  await media.storeFilm('matrix-film.mp4', film);
  await media.store.put(MATRIX_STILL, Buffer.from('89504e470d0a1a0a', 'hex'), 'image/png');
  await media.store.put(MATRIX_PICTURE, Buffer.from('89504e470d0a1a0a', 'hex'), 'image/png');
  const filmId = await content.content(teacher.id, { title: 'Stored film', tokenPrice: 50, contentData: { mediaKey: 'matrix-film.mp4', durationSeconds: 300 } });
  await learning.enroll(studentP.id, filmId);
  const filmAddress = new URL((await studentP.client.get(`/api/content-items/${filmId}`).expect(200)).body.data.contentData.videoUrl, 'http://localhost');
  const classId = await learning.createClass(teacher.id, 'Maths Explorers', 'math', [studentP.id]);
  const joinable = await teacher.client.post('/api/classes', { data: { name: 'Open class' } });
  if (joinable.status !== 201) throw new Error(`class: ${joinable.status} ${JSON.stringify(joinable.body)}`);
  await teacher.client.post('/api/class-analytics', { classId }).expect(201);
  const thread = await linkedParent.client.post('/api/messages/threads', { recipientId: teacher.id, childId: studentP.id, body: 'Hello from the matrix' });
  if (thread.status !== 201) throw new Error(`Starting a thread failed: ${thread.status} ${JSON.stringify(thread.body)}`);

  const today = t.clock.now().toISOString().slice(0, 10);
  for (const id of [studentP.id, otherStudent.id]) {
    await game.give(id, 'wood-plank', 10);
    await game.give(id, 'paper-sheet', 4);
    await game.addDay(id, today, { quizzes_completed: 1 });
  }
  const woodId = await game.give(studentP.id, 'wood-plank', 0);
  const boostId = await game.give(studentP.id, 'xp-boost', 1, new Date(t.clock.now().getTime() + 7 * 86_400_000));
  const challenges = (await studentP.client.get('/api/student/challenges').expect(200)).body.data;
  const dailyQuizGoalId = challenges.daily.goals.find((goal: { unit: string }) => goal.unit === 'quizzes').id;

  const freshWishlistItem = async () => {
    const response = await studentP.client.post('/api/student/wishlist', { type: 'reward', name: 'A telescope', cost: 50 });
    if (response.status !== 201) throw new Error(`wishlist: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.id as number;
  };
  const freshGoal = async () => {
    const response = await linkedParent.client.post('/api/parent/goals', { data: { childId: studentP.id, title: 'Finish a quiz', kind: 'quizzes_completed', target: 1 } });
    if (response.status !== 201) throw new Error(`goal: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.data.id as number;
  };
  const sponsored = await sponsor.client.post('/api/sponsors/sponsor-content', { contentId, amount: 5 });
  if (sponsored.status !== 201) throw new Error(`sponsorship: ${sponsored.status} ${JSON.stringify(sponsored.body)}`);

  const videoCodes = {} as Record<Caller, string>;
  for (const caller of CALLERS) videoCodes[caller] = (await studentP.client.post('/api/auth/video-code').expect(201)).body.data.code;

  return {
    people: { student: studentP, otherStudent, teacher, linkedParent, unlinkedParent, sponsor, blocked },
    anonymous: await new ApiClient(t.app).start(),
    spareAccount: { username: spare.account.username, password: STRONG_PASSWORD },
    contentId,
    quizId,
    lessonId,
    openContentId,
    film: { key: 'matrix-film.mp4', query: filmAddress.search.slice(1), size: film.bytes.length },
    classId,
    joinCode: joinable.body.data.joinCode,
    wishlistItemId: await freshWishlistItem(),
    goalId: await freshGoal(),
    threadId: thread.body.data.thread.id,
    woodId,
    boostId,
    dailyQuizGoalId,
    videoCodes,
    freshContent: () => content.content(teacher.id, { title: 'To be deleted' }),
    freshClass: (withStudent) => learning.createClass(teacher.id, 'Short-lived class', null, withStudent ? [studentP.id] : []),
    freshInvitation: async () => {
      const classId = await learning.createClass(teacher.id, 'Inviting class', null, []);
      const response = await teacher.client.post(`/api/classes/${classId}/add-student`, { studentId: studentP.id });
      if (response.status !== 200) throw new Error(`invitation: ${response.status} ${JSON.stringify(response.body)}`);
      const invitationId = response.body.data.invitation.id as number;
      return { id: classId, classId, invitationId };
    },
    freshWishlistItem,
    freshGoal,
    freshParent: async (status) => {
      const parent = await person('parent');
      await link(parent.id, status);
      return parent.id;
    },
  };
}

const clientOf = (w: World, caller: Caller) => (caller === 'anonymous' ? w.anonymous : w.people[caller].client);

describe('authorization matrix: every route against every kind of caller', () => {
  let t: TestApp;
  let documented: string[];
  let w: World;

  beforeAll(async () => {
    t = await createTestApp();
    const document = (await request(t.app.getHttpServer()).get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    documented = Object.entries(document.paths)
      .filter(([path]) => !SKIPPED.has(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    w = await buildWorld(t);
  });
  afterAll(() => t.close());

  it('has one row for every documented route and none for a route that is gone', () => {
    const missing = documented.filter((route) => !MATRIX[route]).map((route) => `add a row for '${route}'`);
    const stale = Object.keys(MATRIX)
      .filter((route) => !documented.includes(route))
      .map((route) => `remove the row for '${route}': it is not in the API document`);
    const strayCalls = Object.keys(CALLS)
      .filter((route) => !documented.includes(route))
      .map((route) => `remove the call for '${route}': it is not in the API document`);
    const unfilled = documented
      .filter((route) => route.includes('{') && !CALLS[route]?.params)
      .map((route) => `add the path ids for '${route}' to CALLS`);
    expect([...missing, ...stale, ...strayCalls, ...unfilled]).toEqual([]);
  });

  // Every route as every caller, one call after another: over a thousand calls, which on a busy
  // machine (CI runs this beside the other suites, at a lower priority) take more than a minute.
  it('answers every caller of every route as the table says', async () => {
    const differences: string[] = [];
    const order = [...documented.filter((route) => !LAST.includes(route) && MATRIX[route]), ...LAST.filter((route) => documented.includes(route))];
    for (const route of order) {
      const row = MATRIX[route];
      const [method, template] = route.split(' ');
      const call = CALLS[route] ?? {};
      // Refusals first: a caller who must be refused runs before the one whose call changes things.
      const callers = [...RUN_ORDER].sort((a, b) => Number(row[a] < 400) - Number(row[b] < 400));
      for (const caller of callers) {
        const params = call.params ? await call.params(w) : {};
        const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
        const url = call.query ? `${path}?${call.query(w)}` : path;
        const body = call.body ? call.body(w, caller) : undefined;
        const response = call.stream ? await openStream(clientOf(w, caller), url) : await send(clientOf(w, caller), method, url, body, call.file?.());
        if (response.status !== row[caller]) {
          differences.push(`${route} as ${caller}: expected ${row[caller]}, answered ${response.status} ${JSON.stringify(response.body).slice(0, 160)}`);
        } else if (response.status >= 400 && (typeof response.body.code !== 'string' || typeof response.body.message !== 'string')) {
          differences.push(`${route} as ${caller}: ${response.status} without code and message`);
        } else if (response.status < 400 && call.check?.(w, caller, response)) {
          differences.push(`${route} as ${caller}: ${call.check(w, caller, response)}`);
        }
      }
    }
    expect(differences).toEqual([]);
  }, 240_000);
});
