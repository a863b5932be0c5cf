import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * A classic script index.html runs before the page paints (so not a module, which would wait for the
 * page to be parsed): in the build it gets a name from its content under assets/, like every other
 * asset, so browsers keep it for a year; the dev server serves it at its plain address.
 */
export function hashedBootScript(address: string, file: string): Plugin {
  const source = () => readFileSync(file, 'utf8');
  // boot-<name>-<hash>.js: apart from the app's own chunks, which a test may hold back while letting this one run.
  const hashed = () => `assets/boot-${address.replace(/^\/|\.js$/g, '')}-${createHash('sha256').update(source()).digest('base64url').slice(0, 8)}.js`;
  return {
    name: 'questlearn:hashed-boot-script',
    configureServer(server) {
      server.middlewares.use(address, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(source());
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return context.server ? html : html.replace(`src="${address}"`, `src="/${hashed()}"`);
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: hashed(), source: source() });
    },
  };
}
