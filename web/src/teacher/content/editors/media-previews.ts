/**
 * The addresses an upload answered for its file (a video's or a PDF's short-lived signed address),
 * by stored key, so the editor and the student preview can show a file before it is saved.
 */
const addresses = new Map<string, string>();

export const rememberMediaAddress = (key: string, url: string): void => void addresses.set(key, url);

export const mediaAddressOf = (key: string | undefined): string | undefined => (key ? addresses.get(key) : undefined);
