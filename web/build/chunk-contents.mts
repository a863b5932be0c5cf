import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** The package a module of node_modules belongs to (`recharts`, `@mui/material`). */
function packageOf(path: string): string | null {
  const parts = path.split(sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return null;
  return parts[at + 1]?.startsWith('@') ? `${parts[at + 1]}/${parts[at + 2]}` : (parts[at + 1] ?? null);
}

/**
 * Writes .vite/chunk-contents.json beside Vite's manifest (never served): for each script of the
 * build, the packages and the source files (relative to the repository) bundled into it, so
 * `npm run build:report` and the delivery test can tell which chunk carries the charts or the editors.
 */
export function chunkContents(repoRoot: string): Plugin {
  return {
    name: 'questlearn:chunk-contents',
    apply: 'build',
    generateBundle(_options, bundle) {
      const contents: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const names = new Set<string>();
        for (const id of Object.keys(chunk.modules)) {
          const path = id.replace(/^\0/, '').replace(/\?.*$/, '');
          names.add(packageOf(path) ?? relative(repoRoot, path).split(sep).join('/'));
        }
        contents[chunk.fileName] = [...names].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-contents.json', source: `${JSON.stringify(contents, null, 2)}\n` });
    },
  };
}
