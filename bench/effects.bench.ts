/**
 * Effect system figures: Cut resolutions per second (activate, both pass, resolve) and
 * the cost of deriving every object's values with 50 continuous effects in play.
 */
import { activate, addContinuous, derive, openFreeTiming, pass, type Change } from '../engine/effects/index';
import { card, continuous, draft, hooks, idOf, ok, table, target, type StaticAbility, type Table } from '../engine/effects/scenarios/table';
import { runScenarioFile, scenarioFiles } from '../engine/scenario/files';
import { report, timeIt } from './measure';
import { say, sayLine } from './say';

// A Cut of 5 entries built and resolved to the end, repeatedly.
const start = ok(openFreeTiming(table([card('zaku', { owner: 1 })]), hooks));
const CUT = 5;
function oneCut(): void {
  let s: Table = start;
  for (let i = 0; i < CUT; i++) s = ok(activate(s, hooks, draft(`shot ${i}`, s.effects.priority!, { do: 'damage', amount: 1 }, { targets: [target(s, 'zaku')] })));
  for (let i = 0; i < CUT; i++) {
    const first = s.effects.priority!;
    s = ok(pass(ok(pass(s, hooks, first)), hooks, first === 0 ? 1 : 0));
  }
}
const cutSamples = timeIt(oneCut, 2000);
report(say('effects.cut', { entries: CUT }), cutSamples);
const perResolution = cutSamples.reduce((a, b) => a + b, 0) / cutSamples.length / CUT;
sayLine('effects.perSecond', { rate: Math.round(1000 / perResolution) });

// 40 units on the field and in the junkyard, 25 static abilities from lords, 25 resolved effects.
const lords = Array.from({ length: 25 }, (_, i) => {
  const kinds: StaticAbility['change'][] = [
    { kind: 'modify', deltas: { attack: 1 } },
    { kind: 'gain', abilities: [`Skill${i}`] },
    { kind: 'types', add: ['Veteran'], remove: [], set: null },
    { kind: 'colour', set: 'red' },
    { kind: 'set-values', values: { defence: 3 } },
  ];
  const ability: StaticAbility = { ability: `aura${i}`, scope: { kind: 'static', selector: { zones: ['field'], controller: 'you', types: ['Unit'] } }, change: kinds[i % kinds.length] };
  return card(`lord${i}`, { types: ['Character'], statics: [ability] });
});
const units = Array.from({ length: 40 }, (_, i) => card(`u${i}`, { zone: i % 4 === 0 ? 'junkyard' : 'field', abilities: i % 3 ? ['Skill1'] : [] }));
let board = table([...lords, ...units]);
for (let i = 0; i < 25; i++) {
  const change: Change = i % 2 ? { kind: 'modify', deltas: { defence: -1 } } : { kind: 'lose', abilities: [`Skill${i}`] };
  board = addContinuous(board, hooks, { source: null, controller: 0, scope: { kind: 'instanced', objects: [target(board, `u${i}`), target(board, `u${i + 10}`)] }, change }).state;
}
let fresh = board;
const u5 = idOf(board, 'u5');
const deriveSamples = timeIt(() => {
  fresh = { ...fresh }; // a new state object each time, so the memo cannot answer
  derive(fresh, continuous).of(u5);
}, 2000);
report(say('effects.derive'), deriveSamples);
report(say('effects.memoised'), timeIt(() => derive(board, continuous).of(u5), 20000));

// The effect-system scenario files, each built and played on the stand-in table (parsing included).
const scenarioDir = new URL('../engine/effects/scenarios', import.meta.url).pathname;
const scenarios = scenarioFiles([scenarioDir]);
report(say('effects.scenarios', { count: scenarios.length }), timeIt(() => scenarios.forEach((f) => runScenarioFile(f)), 50, 5));
