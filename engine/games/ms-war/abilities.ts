/**
 * What M.S. War makes of a card's script (engine/abilities): the same abilities, shaped for
 * the rules that read them many times per step (clash points, legal intents). `script.ts`
 * builds them from a card's script once per printed card; the ops stay the script's own.
 */
import type { ScriptOp } from '../../abilities';

/** Which M.S. Cards an ability may target or affect. */
export type MsFilter = {
  where?: 'attacking' | 'defending' | 'ms-battlefield' | 'any';
  msType?: string;
  keyword?: string;
  maxClash?: number;
  minClash?: number;
  /** A corps symbol (OZ, WG, EF, PZ): corps.ts. */
  corps?: string;
  /** Carries a Pilot (`true`) or the Pilot of this name ("If Lt. Vale is attached, … target M.S."). */
  pilot?: true | string;
};

/** `own-dry-dock` with `ms`: only M.S. Cards of your Dry Dock ("Return target M.S. from your Dry Dock"). */
/** `whose` on an M.S. target: only your own (`yours`) or only your opponent's (`enemy`, "target enemy M.S."). */
export type Target =
  | { kind: 'ms'; filter: MsFilter; whose?: 'yours' | 'enemy' }
  /** An Event card still on the Effect Chain ("Void target Event card"). */
  | { kind: 'chain-event'; whose?: 'yours' | 'enemy' }
  /** `pilot`: only Pilot cards ("Return target Pilot from your Dry Dock to your hand"). */
  | { kind: 'own-dry-dock'; ms?: true; pilot?: true }
  /** `ms` / `pilot`: only M.S. / Pilot Cards of your Defunct Pile ("Return target M.S. from your Defunct Pile to your hand"). */
  | { kind: 'own-defunct'; ms?: true; pilot?: true }
  /**
   * A Pilot in play: attached to an M.S. (`attached`, "target attached Pilot") or also one left on
   * the M.S. Dock ("target Pilot"); `corps` its symbol; `whose` by its owner.
   */
  | { kind: 'pilot'; attached?: true; corps?: string; whose?: 'yours' | 'enemy' }
  | { kind: 'own-rebel' };

export type Op = ScriptOp;

/** Clash changes that hold while their source is in play. */
export type StaticClash = {
  /** `host`: the M.S. this pilot flies; `self`: this M.S.; `your-ms`/`all`: every (of your) M.S. matching the filter. */
  scope: 'host' | 'self' | 'your-ms' | 'all';
  delta: number;
  filter?: MsFilter;
  whileDefending?: boolean;
  /** "when attacking": only while the card is the attacker of the battle. */
  whileAttacking?: boolean;
  /** "With an attached Pilot" (`true`) or "if <Pilot> is attached": only while the M.S. carries it. */
  whilePilot?: true | string;
  grants?: string[];
};

export type Requirement =
  | { kind: 'none' }
  | { kind: 'dock-ms-with'; keyword: string }
  | { kind: 'materials-at-least'; count: number }
  /** `corps`: only M.S. of that corps count ("2 or more OZ M.S. on your M.S. Dock"). */
  | { kind: 'dock-ms-at-least'; count: number; corps?: string }
  | { kind: 'no-war-experience-at-least'; count: number };

export type TriggerOn = 'attacks' | 'placed' | 'upgraded' | 'destroys' | 'host-destroys';

export type Ability =
  /** `cost.destroyMs`: one of your M.S. is destroyed as the Event is played. */
  | { kind: 'event'; target?: Target; cost?: { destroyMs?: 'any' | 'other' }; ops: Op[] }
  | { kind: 'static'; clash: StaticClash }
  | { kind: 'trigger'; on: TriggerOn; ops: Op[] }
  | {
      kind: 'activated';
      cost: { materials?: number; expendSelf?: boolean; destroySelf?: boolean; destroyMs?: 'any' | 'other' };
      oncePerTurn?: boolean;
      phase?: 'strategic' | 'attack';
      target?: Target;
      ops: Op[];
    }
  | { kind: 'cannot-defend' }
  | { kind: 'cannot-attack' }
  /** Cards of a kind cost `delta` more to play while this Battlefield is in play. */
  /** `phase`: only in that phase ("Effect [Strategic Phase]: …"). */
  | { kind: 'price'; card: 'event' | 'ms' | 'pilot'; delta: number; phase?: 'strategic' | 'attack' }
  /** "Only M.S. with … can Defend against this card": the defenders against it must fit. */
  | { kind: 'only-defend'; filter: MsFilter }
  | { kind: 'battlefield'; requirement: Requirement; scars: Op[] };
