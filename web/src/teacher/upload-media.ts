import { getAccessToken } from '../api/access-token';
import { ApiError, serverMessageOf } from '../api/api-error';
import { API_BASE } from '../api/config';
import type { components } from '../api/schema';
import { ensureCsrf } from '../api/csrf';
import { isTokenExpired } from '../api/jwt';
import { baseHeaders } from '../api/request-headers';
import { refreshAccessToken } from '../api/session-refresh';
import { editorTexts } from '../i18n/editors';

/** POST /api/media/uploads answers this `data` (the kind read from the file's bytes). */
export type UploadedMedia = components['schemas']['UploadedMediaDto'];
export type MediaKind = UploadedMedia['kind'];

const text = editorTexts.upload;

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/** A refused upload in words: too large (the server names the limit), a kind of file not kept, or the server's own words. */
function failure(status: number, body: unknown, accepts: MediaKind): ApiError {
  const serverMessage = serverMessageOf(body);
  const code = body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'string' ? (body as { code: string }).code : null;
  let message: string;
  if (status === 413 || code === 'MEDIA_TOO_LARGE') message = serverMessage && code === 'MEDIA_TOO_LARGE' ? `${text.tooLarge} ${serverMessage}` : text.tooLarge;
  else if (status === 415 || code === 'UNSUPPORTED_MEDIA_TYPE') message = text.wrongType(text.kinds[accepts]);
  else message = status === 0 ? text.failed : (serverMessage ?? text.failed);
  return new ApiError(status, message, body, serverMessage, code);
}

/**
 * Sends one file to POST /api/media/uploads (multipart, field `file`) with the headers of every call
 * (CSRF, device, bearer token), telling the share sent as it goes. XMLHttpRequest rather than fetch:
 * only it reports an upload's progress. The answer must be of the kind asked for.
 */
export async function uploadMedia(file: File, accepts: MediaKind, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<UploadedMedia> {
  await ensureCsrf();
  let token = getAccessToken();
  if (token && isTokenExpired(token)) token = await refreshAccessToken();
  const form = new FormData();
  form.append('file', file);
  const uploaded = await new Promise<UploadedMedia>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/media/uploads`);
    request.withCredentials = true;
    baseHeaders(token).forEach((value, key) => request.setRequestHeader(key, value));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      const body = parsed(request.responseText);
      if (request.status >= 200 && request.status < 300 && body && typeof body === 'object' && 'data' in body) resolve((body as { data: UploadedMedia }).data);
      else reject(failure(request.status, body, accepts));
    };
    request.onerror = () => reject(failure(0, null, accepts));
    request.onabort = () => reject(new ApiError(0, text.failed));
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
  if (uploaded.kind !== accepts) throw new ApiError(415, text.wrongKind(text.kinds[accepts]));
  return uploaded;
}
