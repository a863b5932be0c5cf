import { ApiError, errorFrom, readBody } from '../../api/api-error';
import { apiFetch } from '../../api/http-client';
import { teacherProfileTexts } from '../../i18n/teacher-profile';

const text = teacherProfileTexts;

/**
 * Sends a picture to POST /api/media/uploads (multipart, field `file`) and answers its public
 * address (the `url` of the answer), which the profile keeps as the teacher's avatar. A file the
 * server does not read as a picture is refused in words.
 */
export async function uploadPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const response = await apiFetch('/media/uploads', { method: 'POST', body: form });
  if (!response.ok) {
    const error = await errorFrom(response);
    if (response.status === 415) throw new ApiError(415, text.form.pictureNotAnImage, error.body, error.serverMessage, error.code);
    throw new ApiError(error.status, error.serverMessage ?? text.apiErrors.upload, error.body, error.serverMessage, error.code);
  }
  const body = (await readBody(response)) as { data?: { kind?: string; url?: string } } | null;
  if (body?.data?.kind !== 'image' || typeof body.data.url !== 'string') throw new ApiError(415, text.form.pictureNotAnImage);
  return body.data.url;
}
