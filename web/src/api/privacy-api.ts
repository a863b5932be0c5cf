import { privacyTexts } from '../i18n/privacy';
import { type ApiData, data } from './calls';
import { ApiError, errorFrom } from './api-error';
import { apiFetch } from './http-client';

/**
 * The account's privacy calls: its deletion (ask, read, keep) and "download my data". The shapes
 * are the server's (schema.ts, generated).
 */

const fallback = privacyTexts.apiErrors;

export type AccountDeletion = ApiData<'/api/users/me/deletion', 'get'>;

/** The file name of an attachment, from its Content-Disposition header. */
function attachmentName(header: string | null): string | null {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match ? match[1] : null;
}

/** Saves the blob as a file through a temporary link: the browser's own download. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export const privacyApi = {
  /** GET /users/me/deletion. */
  deletion: (): Promise<AccountDeletion> => data<AccountDeletion>('/users/me/deletion', fallback.deletion),

  /** POST /users/me/deletion: every sign-in of the account ends when it succeeds. */
  scheduleDeletion: (password: string): Promise<ApiData<'/api/users/me/deletion', 'post'>> =>
    data<ApiData<'/api/users/me/deletion', 'post'>>('/users/me/deletion', fallback.schedule, { method: 'POST', body: { password } }),

  /** DELETE /users/me/deletion: keep the account. */
  keepAccount: (): Promise<ApiData<'/api/users/me/deletion', 'delete'>> =>
    data<ApiData<'/api/users/me/deletion', 'delete'>>('/users/me/deletion', fallback.keep, { method: 'DELETE' }),

  /** GET /users/me/export, saved as the JSON file the server names; answers the file's name. */
  async downloadMyData(): Promise<string> {
    let response: Response;
    try {
      response = await apiFetch('/users/me/export');
    } catch (error) {
      throw error instanceof ApiError ? error : new ApiError(0, fallback.download);
    }
    if (!response.ok) throw await errorFrom(response);
    const fileName = attachmentName(response.headers.get('content-disposition')) ?? 'questlearn-data.json';
    saveFile(await response.blob(), fileName);
    return fileName;
  },
};
