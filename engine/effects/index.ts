/**
 * The effect system shared by both games: the Cut, automatic effects A–D, holds,
 * durations and layered continuous effects. See docs/effects.md for how a game embeds
 * the `EffectsState` slice, supplies hooks and drives it with these functions.
 */
export type * from './types';
export type { EffectsHooks, ContinuousHooks, Location } from './hooks';
export { activationRefs, createEffectsState } from './state';
export {
  openFreeTiming,
  openedWithoutAgenda,
  activate,
  pass,
  passWithoutResolving,
  answer,
  activatePlayerAuto,
  playsThisTurn,
} from './cut';
export { trigger, runTiming, putOnHold, addContinuous, stamp, stamps } from './triggers';
export { removeAsTarget } from './untarget';
export { endTurn, turnEnded } from './turn';
export { derive, type Derived, type DeriveWay } from './continuous/derive';
export { layerOf, LAYERS } from './continuous/aspects';
export { RULE } from './rules';
