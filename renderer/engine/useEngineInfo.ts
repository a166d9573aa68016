import { useEffect, useState } from 'react';
import type { EngineInfo } from '../../engine/api';
import { engine } from './client';

export type EngineStatus =
  | { state: 'starting' }
  | { state: 'ready'; info: EngineInfo }
  | { state: 'failed'; message: string };

/** Asks the worker who it is; the answer proves the worker round trip. */
export function useEngineInfo(): EngineStatus {
  const [status, setStatus] = useState<EngineStatus>({ state: 'starting' });
  useEffect(() => {
    let live = true;
    engine()
      .info()
      .then((info) => live && setStatus({ state: 'ready', info }))
      .catch((error: unknown) => live && setStatus({ state: 'failed', message: String(error) }));
    return () => {
      live = false;
    };
  }, []);
  return status;
}
