import { uploadMedia } from '../upload-media';

/**
 * Sends a picture to POST /api/media/uploads and answers its public address (the answer's `url`),
 * which the profile keeps as the teacher's avatar. A file the server does not read as a picture is
 * refused in words.
 */
export async function uploadPicture(file: File): Promise<string> {
  const uploaded = await uploadMedia(file, 'image', () => undefined);
  return uploaded.url;
}
