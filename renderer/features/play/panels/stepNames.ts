/**
 * The engine's step, phase and zone ids in each game's own words, in the interface language
 * (engine `table:` catalog). M.S. War: rulebook 2.1 "Phases of Play" (the Preliminary Phase A–E
 * with its action window, the Attack Phase B–G, the Strategic Phase, the Recuperation Phase B–C,
 * Rebel Forces). Gundam War: the Battle Phase's four steps (basic rules, "Turn structure").
 */
import type { GameId } from '../../../../engine/cards/model';
import { i18n } from '../../../i18n';

/** Words for an id the catalog has no name for yet: never the raw id with its hyphens. */
function words(id: string): string {
  const text = id.replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const told = (key: string, fallback: string) => i18n.t(key as never, { defaultValue: fallback }) as string;

/** The step's name as the game calls it, or null when the phase has no steps. */
export function stepLabel(game: GameId, phase: string, step: string | undefined): string | null {
  if (!step) return null;
  // M.S. War names its steps within their phase (two phases have an action window).
  const id = game === 'ms-war' ? `${phase}/${step}` : step;
  return told(`table:${game}.step.${id}`, words(step));
}

/** A phase's name (`Draw Phase` / `ドローフェイズ`); `fallback` is the layout's English label. */
export function phaseLabel(game: GameId, phase: string, fallback = words(phase)): string {
  return told(`table:${game}.phase.${phase}`, fallback);
}

/** A zone's name on the table; `fallback` is the layout's English label. */
export function zoneLabel(game: GameId, zone: string, fallback = words(zone)): string {
  return told(`table:${game}.zone.${zone}`, fallback);
}

/** A tracked value's name (War Experience); `fallback` is the layout's English label. */
export function valueLabel(game: GameId, value: string, fallback = words(value)): string {
  return told(`table:${game}.value.${value}`, fallback);
}
