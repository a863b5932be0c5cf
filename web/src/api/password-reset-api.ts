import { passwordResetTexts } from '../i18n/password-reset';
import { type ApiAnswer, type ApiData, send } from './calls';

/**
 * A way back for a forgotten password (Strapi's names): the e-mailed link, the reset itself, and the
 * code a parent or teacher makes for a child. The shapes are the server's (schema.ts, generated).
 */

const fallback = passwordResetTexts.apiErrors;

export type ResetDone = ApiAnswer<'/api/auth/reset-password', 'post'>;
export type ChildResetCode = ApiData<'/api/classes/{id}/students/{studentId}/reset-code', 'post'>;

/** Who the code is for, and through which link: a parent's child, or a student of the teacher's class. */
export type ResetCodeTarget = { kind: 'parent'; childId: number } | { kind: 'teacher'; classId: number; studentId: number };

export const passwordResetApi = {
  /** POST /auth/forgot-password: the same answer whether or not an account uses the e-mail. */
  forgot: (email: string): Promise<ApiAnswer<'/api/auth/forgot-password', 'post'>> =>
    send('/auth/forgot-password', fallback.forgot, { method: 'POST', body: { email } }),

  /** POST /auth/reset-password with the code from the link or from an adult. */
  reset: (body: { code: string; password: string; passwordConfirmation: string }): Promise<ResetDone> =>
    send('/auth/reset-password', fallback.reset, { method: 'POST', body }),

  /** POST /parent/child/{id}/reset-code (answers `{ data: { data } }`) or /classes/{id}/students/{studentId}/reset-code. */
  childCode: async (target: ResetCodeTarget): Promise<ChildResetCode> => {
    if (target.kind === 'parent') {
      const answer = await send<ApiAnswer<'/api/parent/child/{id}/reset-code', 'post'>>(`/parent/child/${encodeURIComponent(target.childId)}/reset-code`, fallback.code, { method: 'POST' });
      return answer.data.data;
    }
    const answer = await send<ApiAnswer<'/api/classes/{id}/students/{studentId}/reset-code', 'post'>>(
      `/classes/${encodeURIComponent(target.classId)}/students/${encodeURIComponent(target.studentId)}/reset-code`,
      fallback.code,
      { method: 'POST' },
    );
    return answer.data;
  },
};
