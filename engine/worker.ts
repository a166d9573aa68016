/// <reference lib="webworker" />
/** Web Worker entry: exposes the engine API to the renderer through Comlink. */
import { expose } from 'comlink';
import { engineApi } from './api';

expose(engineApi);
