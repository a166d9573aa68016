/** Baseline: the cost of the engine's seeded 50-card shuffle + hash self-check. */
import { selfCheck } from '../engine/api';
import { report, timeIt } from './measure';

const samples = timeIt(() => selfCheck(Math.floor(Math.random() * 1e9)), 20_000);
report('seeded 50-card shuffle + state hash', samples);
