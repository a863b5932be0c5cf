import type { FastifyRequest } from 'fastify';
import { MediaTooLargeError } from '../../application/media/media.errors';
import type { UploadLimits } from '../../application/media/upload-media.use-case';
import { ApiError } from '../common/api-error';

/** What a multipart body may hold besides the file: its boundaries and part headers. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const UPLOAD_FIELD = 'file';

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** The multipart parser's limits: one file part, no other field, and no file past the largest limit (the use case checks each kind's). */
export function multipartLimits(limits: UploadLimits) {
  return { fileSize: Math.max(...Object.values(limits)) + 1, files: 1, fields: 0, parts: 1, headerPairs: 20 };
}

/** The parser's refusals in the API's words. */
function uploadError(error: unknown, limits: UploadLimits): unknown {
  switch (codeOf(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new MediaTooLargeError('A file', Math.max(...Object.values(limits)));
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiError('VALIDATION_FAILED', `Send one file in the field '${UPLOAD_FIELD}' and nothing else`, { [UPLOAD_FIELD]: 'Send exactly one file' });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE', `Send the file as multipart/form-data, in a field named '${UPLOAD_FIELD}'`);
    case 'FST_MP_PREMATURE_CLOSE':
    case 'FST_PROTO_VIOLATION':
      return new ApiError('VALIDATION_FAILED', 'The multipart body is not complete or not well formed');
    default:
      return error instanceof Error && /multipart|boundary/i.test(error.message) ? new ApiError('VALIDATION_FAILED', 'The multipart body is not well formed') : error;
  }
}

async function* translated(stream: AsyncIterable<Uint8Array>, limits: UploadLimits): AsyncIterable<Uint8Array> {
  try {
    yield* stream;
  } catch (error) {
    throw uploadError(error, limits);
  }
}

/**
 * The bytes of the one file of a multipart/form-data upload, as they arrive. A body declared larger
 * than any file may be is refused before a byte of it is read.
 */
export async function uploadedFileOf(request: FastifyRequest, limits: UploadLimits): Promise<AsyncIterable<Uint8Array>> {
  if (!request.isMultipart()) throw uploadError({ code: 'FST_INVALID_MULTIPART_CONTENT_TYPE' }, limits);
  const declared = Number(request.headers['content-length']);
  const largest = Math.max(...Object.values(limits));
  if (Number.isFinite(declared) && declared > largest + MULTIPART_OVERHEAD_BYTES) throw new MediaTooLargeError('A file', largest);
  let part;
  try {
    part = await request.file({ limits: multipartLimits(limits) });
  } catch (error) {
    throw uploadError(error, limits);
  }
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    throw new ApiError('VALIDATION_FAILED', `Send the file in the multipart field '${UPLOAD_FIELD}'`, { [UPLOAD_FIELD]: `${UPLOAD_FIELD} is required` });
  }
  return translated(part.file, limits);
}
