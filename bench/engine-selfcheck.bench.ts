/** Baseline: the cost of the engine's seeded 50-card shuffle + hash self-check. */
import { selfCheck } from '../engine/api';
import { report, timeIt } from './measure';
import { say } from './say';

const samples = timeIt(() => selfCheck(Math.floor(Math.random() * 1e9)), 20_000);
report(say('selfCheck'), samples);
