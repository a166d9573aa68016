/// <reference lib="webworker" />
/** Web Worker entry for card imports: exposes `importJobs` through Comlink. */
import { expose } from 'comlink';
import { importJobs } from './importJobs';

expose(importJobs);
