import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

// Vitest's default is one worker fewer than the machine has cores: a single worker on the 2-core
// machines `npm test` runs on, so one core stood idle. The main process only collects results, so
// two workers there (see docs/testing.md); `--maxWorkers=1` on the command line still runs one.
const WORKERS = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'engine/**/*.test.ts',
            'electron/**/*.test.ts',
            'scripts/**/*.test.ts',
            'server/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['renderer/test/setup.ts'],
        },
      },
    ],
  },
});
