import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Puts web/src/react-admin-router.tsx in place of react-admin's router adapter. The library's
 * adapter can create a hash router when it finds none, and that reference alone keeps react-router's
 * data router (about 55 kB, 15 kB compressed) in the chunk every page loads. The build fails if the
 * adapter moved (a react-admin upgrade), rather than silently growing the sign-in page again.
 */
export function reactAdminInAppRouter(replacement: string): Plugin {
  const raCoreDist = dirname(createRequire(import.meta.url).resolve('ra-core'));
  const adapter = join(raCoreDist, 'routing', 'adapters', 'reactRouterProvider.js');
  let replaced = false;
  return {
    name: 'questlearn:react-admin-in-app-router',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.startsWith(raCoreDist) || !source.endsWith('reactRouterProvider.js')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved?.id !== adapter) return null;
      replaced = true;
      return replacement;
    },
    generateBundle() {
      if (!replaced) this.error(`react-admin's router adapter (${adapter}) was not imported: update web/build/react-admin-router.mts`);
    },
  };
}
