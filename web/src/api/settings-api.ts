import { settingsTexts } from '../i18n/settings';
import { type ApiData, data } from './calls';
import type { components } from './schema';

/**
 * The signed-in user's settings and password, for every role. The shapes are the server's
 * (schema.ts, generated); a failure is an ApiError with the server's message, else the fallback.
 */

const fallback = settingsTexts.apiErrors;

/** GET /users/me/settings: notifications, sound, theme and language. */
export type UserSettings = ApiData<'/api/users/me/settings', 'get'>;

/** PUT /users/me/settings: any of the fields. */
export type UserSettingsChanges = components['schemas']['UpdateUserSettingsDto'];

export type PasswordChange = components['schemas']['ChangePasswordDto'];

export type PasswordChanged = ApiData<'/api/auth/change-password', 'post'>;

export const settingsApi = {
  mine: (): Promise<UserSettings> => data<UserSettings>('/users/me/settings', fallback.load),

  save: (changes: UserSettingsChanges): Promise<UserSettings> =>
    data<ApiData<'/api/users/me/settings', 'put'>>('/users/me/settings', fallback.save, { method: 'PUT', body: changes }),

  changePassword: (change: PasswordChange): Promise<PasswordChanged> =>
    data<PasswordChanged>('/auth/change-password', fallback.changePassword, { method: 'POST', body: change }),
};
