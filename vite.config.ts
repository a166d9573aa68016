import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// The renderer is a plain web app: Electron loads it from app://, the browser
// fallback and the e2e tests serve the same build over http.
export default defineConfig({
  root: fileURLToPath(new URL('./renderer', import.meta.url)),
  base: './',
  publicDir: false,
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  worker: { format: 'es' },
  server: { host: '127.0.0.1', fs: { allow: ['..'] } },
  build: {
    outDir: fileURLToPath(new URL('./dist/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Vite's 500 kB advice is for sites fetched over a network. Sortie is read from the disk
    // (app:// or 127.0.0.1), and its largest chunks are the engine's workers and the screens'
    // shared code with the catalogs, each loaded once: a chunk of up to 1 MB costs parse time
    // only, so the warning told a user of `npm start` nothing they could act on (issue 47).
    chunkSizeWarningLimit: 1000,
  },
});
