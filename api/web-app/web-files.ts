import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { ContentEncoding } from './accepted-encoding';

/** One file of the built web app, held in memory with its precompressed forms. */
export interface WebFile {
  contentType: string;
  cacheControl: string;
  /** The bytes as they are and, when the build wrote them, as .br and .gz files. */
  bodies: { identity: Buffer } & Partial<Record<ContentEncoding, Buffer>>;
  /** A strong validator of the file's content; each coding adds its name to it. */
  etag: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Vite names everything under /assets/ by a hash of its content: a new content gets a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the files of public/ keep their names across releases: ask every time. */
const REVALIDATE = 'no-cache';

const COMPRESSED_FORMS: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
/** Never served: the compressed forms are served in place of their file; source maps and the build's manifest not at all. */
const NOT_SERVED = /\.(br|gz|map)$|(^|[\\/])\.vite[\\/]/;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Reads the built web app (dist/web) into memory, keyed by URL path ('/index.html', '/assets/...'). */
export function loadWebFiles(root: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  for (const path of filesUnder(root)) {
    if (NOT_SERVED.test(path)) continue;
    const urlPath = `/${relative(root, path).split(sep).join('/')}`;
    const identity = readFileSync(path);
    const bodies: WebFile['bodies'] = { identity };
    for (const [encoding, suffix] of Object.entries(COMPRESSED_FORMS) as Array<[ContentEncoding, string]>) {
      if (existsSync(path + suffix)) bodies[encoding] = readFileSync(path + suffix);
    }
    files.set(urlPath, {
      contentType: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      bodies,
      etag: createHash('sha256').update(identity).digest('base64url').slice(0, 22),
    });
  }
  return files;
}
