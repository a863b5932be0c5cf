import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkContents } from './build/chunk-contents.mts';
import { hashedBootScript } from './build/hashed-boot-script.mts';
import { precompress } from './build/precompress.mts';
import { reactAdminInAppRouter } from './build/react-admin-router.mts';

const webRoot = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(webRoot, '..');

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    reactAdminInAppRouter(resolve(webRoot, 'src/react-admin-router.tsx')),
    hashedBootScript('/theme.js', resolve(webRoot, 'boot/theme.js')),
    chunkContents(repoRoot),
    precompress(),
  ],
  build: {
    outDir: resolve(repoRoot, 'dist/web'),
    emptyOutDir: true,
    // Not published: the server refuses *.map anyway.
    sourcemap: false,
    // .vite/manifest.json: which chunks each page loads, for `npm run build:report` (never served).
    manifest: true,
    // The precompress step writes the real compressed files; vite's own gzip estimate would only cost time.
    reportCompressedSize: false,
    // Everything the entry imports statically (the sign-in page and the app's frame) is one script:
    // every route loads all of it first anyway, and one file compresses better than thirty small ones.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
    // That script is over Vite's 500 kB warning by design; its compressed size is what
    // `npm run build:report` and the delivery test hold to the sign-in page's budget.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});
