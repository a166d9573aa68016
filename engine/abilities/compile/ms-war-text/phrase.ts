/**
 * The phrase model of M.S. War card text: what a printed line says, as `ms-war.peggy` reads it.
 * `to-script.ts` turns it into script abilities according to the card it is on (an Event's
 * effect is played, an M.S. or Pilot's clash change is constant, a Battlefield's lines make its
 * Requirements, Effect and Battle Scars). Offsets are into the printed line.
 */

export interface Span {
  start: number;
  end: number;
}

export type Who = 'you' | 'opponent';

/** "target attacking Sand M.S. with 3 or less Clash Points", "this card", "the attached M.S.", "all OZ M.S.". */
export interface MsRef {
  ref: 'target' | 'all' | 'yours' | 'self' | 'host';
  card: 'ms' | 'pilot' | 'card' | 'event';
  where?: 'attacking' | 'defending' | 'ms-battlefield' | 'dry-dock' | 'defunct-pile' | 'rebel-forces';
  /** "target attached Pilot": only a Pilot attached to an M.S. */
  attached?: true;
  whose?: 'yours' | 'enemy';
  msType?: string;
  keyword?: string;
  maxClash?: number;
  /** "with 4 or more Clash Points" (the M.S. that may defend, in "Only M.S. … can Defend against …"). */
  minClash?: number;
  /** A corps symbol: OZ, WG (the G Team), EF (the Earth Federation), PZ (Zeon). */
  corps?: string;
}

export type Side = 'defending' | 'attacking';

/**
 * A constant change's condition: on an M.S., while it carries a Pilot (`pilot: true`) or the
 * Pilot of this name; on a Pilot, while it flies an M.S. that fits (`attachedTo`).
 */
type WithPilot = { pilot?: true | string; attachedTo?: Pick<MsRef, 'corps' | 'msType' | 'where' | 'whose'> };

export type EffectPhrase = WithPilot &
  (
    | { verb: 'clash'; on: MsRef; delta: number; until?: 'turn' | 'battle'; when?: Side }
    | { verb: 'destroy'; on: MsRef; when?: Side }
    | { verb: 'draw'; count: number; when?: Side }
    | { verb: 'mill'; who: Who; count: number; when?: Side }
    | { verb: 'discard'; who: Who; count: number; random?: true; when?: Side }
    | { verb: 'move'; on: MsRef; to: 'hand' | 'ms-dock' | 'dry-dock'; when?: Side }
    | { verb: 'cannot'; on: MsRef; what: 'attack' | 'defend'; until?: 'turn' | 'battle'; when?: Side }
    | { verb: 'regenerate'; count: number; when?: Side }
    | { verb: 'void'; on: MsRef; when?: Side }
    | { verb: 'defunct'; who: Who; count: number; when?: Side }
    | { verb: 'only-defend'; defenders: Omit<MsRef, 'ref' | 'card'>; on: MsRef; until?: 'turn' | 'battle'; when?: Side }
    | { verb: 'price'; card: 'event' | 'ms' | 'pilot'; delta: number; until?: 'turn' | 'battle'; when?: Side }
  );

export type Requirement =
  | { dockMsWith: string }
  | { materialsAtLeast: number }
  | { dockMsAtLeast: number; corps?: string }
  | { warExperienceBelow: number };

export type Trigger = 'attacks' | 'placed' | 'upgraded' | 'destroys';

export type Sentence =
  | { clause: 'keyword'; keywords: string[]; span: Span }
  | { clause: 'requirement'; requires: Requirement; span: Span }
  | { clause: 'none'; span: Span }
  | { clause: 'effect'; on?: Trigger; effect: EffectPhrase; span: Span }
  | { clause: 'unread'; span: Span };

/** A printed line: its Battlefield lead word if any ("Requirements:", "Effect [Attack Phase]:", "Battle Scars:"), then its sentences. */
export interface LinePhrase {
  lead?: 'requirements' | 'effect' | 'scars';
  phase?: 'attack' | 'strategic';
  /** The cost before the colon of an ability used from play ("Destroy this card: …"). */
  cost?: { destroySelf: true } | { destroyMs: 'any' | 'other' };
  body: Sentence[];
}
