/** Builds the table a scenario describes: card instances from specs, zones, values, the moment. */
import { cardKey, type Card } from '../cards/model';
import { zoneKey } from '../core/layout';
import type { GameModule } from '../core/module';
import { createPrng } from '../core/prng';
import { newIdList } from '../core/ids';
import { checkZone } from '../core/zones';
import {
  isRuleError,
  type CardId,
  type CardInstance,
  type GameEvent,
  type GameState,
  type RuleError,
  type Seat,
} from '../core/types';
import { NUMBER, type Scenario } from './format';

export interface Built {
  state: GameState;
  /** Alias → instance id. */
  aliases: Record<string, CardId>;
  /** What the game module did to reach the starting moment. */
  events: GameEvent[];
}

const SPEC = new RegExp(`^(?:([a-z][\\w-]*)=)?(${NUMBER})((?::(?:down|up|turned))*)(?:>([a-z][\\w-]*))?$`);
const REPEAT = new RegExp(`^(${NUMBER})\\*(\\d+)$`);

export function buildTable(module: GameModule, sc: Scenario, cards: Card[]): Built | RuleError {
  const { layout } = module;
  const catalog: Record<string, Card> = {};
  for (const c of cards) if (c.game === sc.game) catalog[cardKey(c)] = c;
  const seats = sc.players.length as 1 | 2;
  const state: GameState = {
    game: sc.game,
    mode: sc.mode,
    seats,
    players: sc.players,
    catalog,
    cards: [],
    zones: {},
    values: {},
    turn: { number: sc.setup.turn.number, active: sc.setup.turn.active, phase: layout.phases[0].id, step: '' },
    prng: createPrng(sc.seed),
    pending: null,
    winner: null,
    clock: 0,
    rules: null,
  };
  for (let s = 0; s < seats; s++) {
    for (const zd of layout.zones) state.zones[zoneKey(s as Seat, zd.id)] = newIdList();
    for (const v of layout.values) state.values[zoneKey(s as Seat, v.id)] = v.initial;
  }
  const aliases: Record<string, CardId> = {};
  const hosts: [CardId, string][] = [];
  let n = 0;
  for (const [key, content] of Object.entries(sc.setup.zones)) {
    const bad = checkZone(state, layout, key);
    if (bad) return { error: `setup.zones: ${bad.error}` };
    const zone = layout.zones.find((zd) => zd.id === key.slice(2))!;
    if (typeof content === 'number' && !sc.setup.filler)
      return { error: `setup.zones["${key}"]: a count of cards needs setup.filler (the card number to fill with).` };
    const specs = (typeof content === 'number' ? [`${sc.setup.filler ?? ''}*${content}`] : content).flatMap((spec) => {
      const repeat = REPEAT.exec(spec);
      return repeat ? Array.from({ length: Number(repeat[2]) }, () => repeat[1]) : [spec];
    });
    for (const spec of specs) {
      const m = SPEC.exec(spec);
      if (!m)
        return {
          error: `setup.zones["${key}"]: "${spec}" is not a card ("[alias=]NUMBER[:down][:turned][>host]"; set setup.filler to fill by count).`,
        };
      const [, alias, number, flags, host] = m;
      const k = `${sc.game}:${number}`;
      if (!catalog[k])
        return {
          error: `setup.zones["${key}"]: card ${number} is neither in the demo set nor among the scenario's cards.`,
        };
      const id = n++;
      const card: CardInstance = {
        id,
        owner: Number(key[0]) as Seat,
        key: k,
        zone: key,
        faceUp: flags.includes(':down') ? false : flags.includes(':up') ? true : zone.faceUp,
        turned: flags.includes(':turned'),
        counters: {},
        attachedTo: null,
        revealedTo: [],
      };
      state.cards[id] = card;
      state.zones[key].push(id);
      if (alias) {
        if (aliases[alias] !== undefined) return { error: `setup.zones: alias "${alias}" is used twice.` };
        aliases[alias] = id;
      }
      if (host) hosts.push([id, host]);
    }
  }
  for (const [id, host] of hosts) {
    if (aliases[host] === undefined) return { error: `setup.zones: "${host}" (attached to) is not an alias.` };
    // An attached card always sits in its host's zone (the engine relies on it when moving the host).
    if (state.cards[id].zone !== state.cards[aliases[host]].zone)
      return {
        error: `setup.zones: a card attached to "${host}" must be listed in the same zone as "${host}" (${state.cards[aliases[host]].zone}).`,
      };
    state.cards[id].attachedTo = aliases[host];
  }
  for (const [k, v] of Object.entries(sc.setup.values)) state.values[k] = v;
  if (sc.mode === 'manual' || !module.prepareScenario) return { state, aliases, events: [] };
  const prepared = module.prepareScenario(
    state,
    sc.setup.at,
    resolveAliases(sc.setup.options, aliases) as Record<string, unknown>,
  );
  if (isRuleError(prepared)) return { error: `setup.at "${sc.setup.at}": ${prepared.error}` };
  return { state: prepared.state, aliases, events: prepared.events };
}

/** Replaces every string equal to an alias with the instance id, deeply. */
export function resolveAliases(value: unknown, aliases: Record<string, CardId>): unknown {
  if (typeof value === 'string') return aliases[value] ?? value;
  if (Array.isArray(value)) return value.map((v) => resolveAliases(v, aliases));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveAliases(v, aliases)]));
  return value;
}
