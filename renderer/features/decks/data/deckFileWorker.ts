/// <reference lib="webworker" />
/** Web Worker entry for reading deck files: exposes `deckFileJobs` through Comlink. */
import { expose } from 'comlink';
import { deckFileJobs } from './deckFileJobs';

expose(deckFileJobs);
