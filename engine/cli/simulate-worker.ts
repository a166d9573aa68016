/** A worker thread of `npm run simulate`: plays the games it is given and sends their records back. */
import { parentPort, workerData } from 'node:worker_threads';
import { playOne } from '../sim/stats';
import { playerOf } from './simulate-players';
import type { SimJob } from './simulate-pool';

const { job, indices } = workerData as { job: SimJob; indices: number[] };
const players = job.kinds.map((k) => playerOf(k, job.budget));
const options = { ...job, players };
parentPort!.postMessage(indices.map((i) => playOne(options, i)));
