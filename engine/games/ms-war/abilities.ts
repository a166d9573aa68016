/**
 * Card abilities of the demo set in a small typed DSL. Keywords come from the card's
 * keyword list (parsed from text); any other printed text without an entry here is a
 * manual ability: it goes on the Effect Chain and the players resolve it by hand.
 */

/** Which M.S. Cards an ability may target or affect. */
export type MsFilter = {
  where?: 'attacking' | 'defending' | 'ms-battlefield' | 'any';
  msType?: 'Sand' | 'Sea';
  keyword?: string;
  maxClash?: number;
  owner?: 'you' | 'any';
};

export type Target = { kind: 'ms'; filter: MsFilter } | { kind: 'own-dry-dock' } | { kind: 'own-rebel' };

export type Op =
  | { op: 'clash'; delta: number; until: 'battle' | 'turn' }
  | { op: 'clash-per-opponent-we' }
  | { op: 'gain'; keyword: string }
  | { op: 'destroy' }
  | { op: 'return-to-dock' }
  | { op: 'to-hand' }
  | { op: 'draw'; count: number }
  | { op: 'discard'; who: 'you' | 'opponent'; count: number; random?: boolean }
  | { op: 'regenerate'; count: number }
  | { op: 'mill'; who: 'you' | 'opponent'; count: number }
  | { op: 'recycle' }
  | { op: 'expend'; count: number }
  | { op: 'war-experience'; who: 'opponent'; count: number }
  | { op: 'manual'; text: string };

/** Clash changes that hold while their source is in play. */
export type StaticClash = {
  /** `host`: the M.S. this pilot flies; `self`: this M.S.; `all`: every M.S. matching the filter. */
  scope: 'host' | 'self' | 'your-ms' | 'all';
  delta: number;
  filter?: MsFilter;
  whileDefending?: boolean;
  grants?: string[];
  /** Extra clash when the affected card has this keyword. */
  bonusIf?: { keyword: string; delta: number };
};

export type Requirement =
  | { kind: 'none' }
  | { kind: 'dock-ms-with'; keyword: string }
  | { kind: 'materials-at-least'; count: number }
  | { kind: 'dock-ms-at-least'; count: number }
  | { kind: 'no-war-experience-at-least'; count: number };

export type Ability =
  | { kind: 'event'; target?: Target; ops: Op[] }
  | { kind: 'static'; clash: StaticClash }
  | { kind: 'trigger'; on: 'attacks' | 'placed' | 'upgraded' | 'destroys' | 'host-destroys'; ops: Op[] }
  | { kind: 'activated'; cost: { materials?: number; expendSelf?: boolean }; oncePerTurn?: boolean; phase?: 'strategic' | 'attack'; target?: Target; ops: Op[] }
  | { kind: 'cannot-defend' }
  | { kind: 'event-cost'; delta: number }
  | { kind: 'battlefield'; requirement: Requirement; scars: Op[] };

const battle = (delta: number): Op => ({ op: 'clash', delta, until: 'battle' });

export const DEMO_ABILITIES: Record<string, Ability[]> = {
  'SD-002': [{ kind: 'trigger', on: 'upgraded', ops: [{ op: 'draw', count: 1 }] }],
  'SD-005': [{ kind: 'static', clash: { scope: 'self', delta: 1, whileDefending: true } }],
  'SD-009': [{ kind: 'activated', cost: { materials: 1 }, phase: 'attack', ops: [{ op: 'clash', delta: 1, until: 'battle' }] }],
  'SD-013': [{ kind: 'trigger', on: 'attacks', ops: [{ op: 'discard', who: 'opponent', count: 1 }] }],
  'SD-018': [{ kind: 'trigger', on: 'destroys', ops: [{ op: 'mill', who: 'opponent', count: 1 }] }],
  'SD-021': [{ kind: 'trigger', on: 'attacks', ops: [{ op: 'discard', who: 'opponent', count: 1, random: true }] }],
  'SD-023': [{ kind: 'trigger', on: 'placed', ops: [{ op: 'draw', count: 1 }] }],
  // "You may": always worth doing, so the engine does it.
  'SD-024': [{ kind: 'trigger', on: 'placed', ops: [{ op: 'recycle' }] }],
  'SD-025': [{ kind: 'cannot-defend' }],
  'SD-027': [{ kind: 'static', clash: { scope: 'host', delta: 1 } }],
  'SD-028': [{ kind: 'static', clash: { scope: 'host', delta: 2, bonusIf: { keyword: 'preemptive-strike', delta: 1 } } }],
  'SD-029': [{ kind: 'static', clash: { scope: 'host', delta: 2 } }],
  'SD-030': [{ kind: 'static', clash: { scope: 'host', delta: 1, grants: ['preemptive-strike'] } }],
  'SD-031': [{ kind: 'activated', cost: {}, oncePerTurn: true, phase: 'strategic', ops: [{ op: 'draw', count: 1 }, { op: 'discard', who: 'you', count: 1 }] }],
  'SD-032': [{ kind: 'static', clash: { scope: 'your-ms', delta: 1, filter: { msType: 'Sand' } } }],
  'SD-033': [{ kind: 'static', clash: { scope: 'host', delta: 3 } }],
  'SD-034': [{ kind: 'static', clash: { scope: 'host', delta: 1 } }, { kind: 'trigger', on: 'host-destroys', ops: [{ op: 'draw', count: 1 }] }],
  'SD-035': [{ kind: 'activated', cost: { expendSelf: true }, ops: [{ op: 'manual', text: 'look at the top 3 cards of your Supply Base and put them back in any order' }] }],
  'SD-036': [{ kind: 'static', clash: { scope: 'host', delta: 2, whileDefending: true } }],
  'SD-037': [{ kind: 'event', target: { kind: 'ms', filter: { where: 'attacking' } }, ops: [battle(2)] }],
  'SD-038': [{ kind: 'event', target: { kind: 'ms', filter: { where: 'defending' } }, ops: [battle(2)] }],
  'SD-039': [{ kind: 'event', target: { kind: 'ms', filter: { msType: 'Sand' } }, ops: [battle(3)] }],
  'SD-040': [{ kind: 'event', target: { kind: 'ms', filter: { msType: 'Sea' } }, ops: [battle(3)] }],
  'SD-041': [{ kind: 'event', ops: [{ op: 'discard', who: 'opponent', count: 2 }] }],
  'SD-042': [{ kind: 'event', ops: [{ op: 'draw', count: 2 }, { op: 'discard', who: 'you', count: 1 }] }],
  'SD-043': [{ kind: 'event', target: { kind: 'ms', filter: { where: 'attacking' } }, ops: [{ op: 'gain', keyword: 'preemptive-strike' }] }],
  'SD-044': [{ kind: 'event', target: { kind: 'ms', filter: { where: 'ms-battlefield', maxClash: 3 } }, ops: [{ op: 'destroy' }] }],
  'SD-045': [{ kind: 'event', target: { kind: 'ms', filter: { where: 'defending' } }, ops: [{ op: 'clash-per-opponent-we' }] }],
  'SD-046': [{ kind: 'event', target: { kind: 'ms', filter: { where: 'ms-battlefield' } }, ops: [{ op: 'return-to-dock' }] }],
  'SD-047': [{ kind: 'event', target: { kind: 'ms', filter: { keyword: 'battleship' } }, ops: [battle(-3)] }],
  'SD-048': [{ kind: 'event', ops: [{ op: 'regenerate', count: 2 }] }],
  'SD-049': [{ kind: 'event', target: { kind: 'ms', filter: {} }, ops: [battle(-1)] }],
  'SD-050': [{ kind: 'event', target: { kind: 'own-dry-dock' }, ops: [{ op: 'to-hand' }] }],
  'SD-051': [{ kind: 'event', target: { kind: 'own-rebel' }, ops: [{ op: 'destroy' }] }],
  'SD-052': [
    { kind: 'battlefield', requirement: { kind: 'dock-ms-with', keyword: 'sand' }, scars: [{ op: 'discard', who: 'you', count: 1 }] },
    { kind: 'static', clash: { scope: 'all', delta: 1, filter: { msType: 'Sand' } } },
  ],
  'SD-053': [
    { kind: 'battlefield', requirement: { kind: 'dock-ms-with', keyword: 'sea' }, scars: [{ op: 'mill', who: 'you', count: 2 }] },
    { kind: 'static', clash: { scope: 'all', delta: 1, filter: { msType: 'Sea' } } },
  ],
  'SD-054': [
    { kind: 'battlefield', requirement: { kind: 'materials-at-least', count: 3 }, scars: [{ op: 'expend', count: 2 }] },
    { kind: 'static', clash: { scope: 'all', delta: -1, filter: { keyword: 'battleship' } } },
  ],
  'SD-055': [
    { kind: 'battlefield', requirement: { kind: 'dock-ms-at-least', count: 2 }, scars: [{ op: 'war-experience', who: 'opponent', count: 1 }] },
    { kind: 'static', clash: { scope: 'all', delta: 1, whileDefending: true } },
  ],
  'SD-056': [
    { kind: 'battlefield', requirement: { kind: 'none' }, scars: [{ op: 'discard', who: 'you', count: 1, random: true }] },
    { kind: 'activated', cost: { materials: 1 }, oncePerTurn: true, phase: 'attack', target: { kind: 'ms', filter: { where: 'attacking' } }, ops: [battle(1)] },
  ],
  'SD-057': [
    { kind: 'battlefield', requirement: { kind: 'no-war-experience-at-least', count: 4 }, scars: [] },
    { kind: 'event-cost', delta: 1 },
  ],
  'SD-059': [{ kind: 'trigger', on: 'upgraded', ops: [{ op: 'clash', delta: 1, until: 'turn' }] }],
  'SD-100': [{ kind: 'event', ops: [{ op: 'draw', count: 3 }, { op: 'discard', who: 'you', count: 2 }] }],
};
