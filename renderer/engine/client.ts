/**
 * The renderer's handle on the engine: the same API as engine/api.ts, running in
 * a Web Worker through Comlink so rules never block the UI thread.
 */
import { wrap, type Remote } from 'comlink';
import type { EngineApi } from '../../engine/api';

let remote: Remote<EngineApi> | null = null;

export function engine(): Remote<EngineApi> {
  if (!remote) {
    const worker = new Worker(new URL('../../engine/worker.ts', import.meta.url), {
      type: 'module',
      name: 'sortie-engine',
    });
    remote = wrap<EngineApi>(worker);
  }
  return remote;
}
