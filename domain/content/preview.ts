/** Non-owners who are not enrolled get the first 120 seconds and a 200-character description. */
export const PREVIEW_SECONDS = 120;
export const PREVIEW_DESCRIPTION_LENGTH = 200;

/**
 * The description cut to 200 characters (counted as Unicode code points, so no emoji is split),
 * with '...' added when something was cut.
 */
export function previewDescription(text: string): string {
  const characters = Array.from(text ?? '');
  if (characters.length <= PREVIEW_DESCRIPTION_LENGTH) return text ?? '';
  return `${characters.slice(0, PREVIEW_DESCRIPTION_LENGTH).join('')}...`;
}
