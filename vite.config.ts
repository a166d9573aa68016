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
    // Chunks by what they are, so none passes Vite's 500 kB advice and a screen loads only what it
    // uses: the libraries each in their own chunk (printing's PDF library only with the deck
    // editor's Print dialog), and the card-text compiler, the largest part of the engine the
    // screens share, apart from the code that calls it (issue 47: `npm start` printed the warning).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector)[\\/]/ },
            { name: 'dexie', test: /node_modules[\\/](dexie|dexie-export-import|dexie-react-hooks)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'pdf', test: /node_modules[\\/](pdf-lib|@pdf-lib|pako)[\\/]/ },
            { name: 'card-text', test: /engine[\\/]abilities[\\/]compile[\\/]/ },
          ],
        },
      },
    },
  },
});
