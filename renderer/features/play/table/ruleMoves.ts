/**
 * Rules-assisted play: what a drag or a menu means when the engine offers a matching rules
 * intent (play, attack, upgrade, attach a pilot, target a card). Such moves are made the
 * rules' way; anything else stays a manual move, which the engine logs as an override.
 */
import { GUNDAM_WAR_KEYWORDS } from '../../../../engine/cards/keywords/definitions';
import { currentLanguage, i18n } from '../../../i18n';
import { localName } from '../../../../engine/i18n/languages';
import type { RulesIntent } from '../../../../engine/core/types';
import type { DropTarget } from './dropIntent';
import { locateCard, type TableView } from './model';
import { abilityLabel } from '../../../../engine/games/labels';
import { isPlayZone } from './playZones';

/** Zones whose identical cards are interchangeable: nothing on them (counters, attachments, turning) tells copies apart. */
const LOOSE_ZONES = new Set(['hand', 'hangar']);

/**
 * The rules may list only the first of several identical copies in a hand (Gundam War does: the
 * others have the same moves). Here every copy gets the same moves, so whichever one the player
 * picks up lights up, drags and opens its menu the rules' way.
 */
export function withCopies(legal: RulesIntent[], view: Pick<TableView, 'zones'>): RulesIntent[] {
  const listed = new Set<unknown>();
  for (const i of legal) listed.add(i.card);
  let out: RulesIntent[] | null = null;
  for (const zone of view.zones) {
    if (!LOOSE_ZONES.has(zone.zone)) continue;
    for (const c of zone.cards) {
      if (!c.cardKey || listed.has(c.id)) continue;
      const twin = zone.cards.find((t) => t.cardKey === c.cardKey && listed.has(t.id));
      if (!twin) continue;
      for (const i of legal) if (i.card === twin.id) (out ??= legal.slice()).push({ ...i, card: c.id });
    }
  }
  return out ?? legal;
}

export function intentsFor(legal: RulesIntent[], cardId: string): RulesIntent[] {
  return legal.filter((i) => i.card === cardId);
}

export function ruleForDrop(
  view: TableView,
  legal: RulesIntent[],
  cardId: string,
  target: DropTarget,
): RulesIntent | null {
  const mine = intentsFor(legal, cardId);
  if (!mine.length) return null;
  if (target.kind === 'card') {
    const onto = locateCard(view, target.id);
    const host = onto?.host?.id ?? target.id;
    return (
      mine.find((i) => i.type === 'upgrade' && i.onto === host) ??
      mine.find((i) => i.attachTo === host) ??
      mine.find((i) => Array.isArray(i.targets) && i.targets.includes(target.id)) ??
      (onto ? ruleForDrop(view, legal, cardId, { kind: 'zone', seat: onto.zone.seat, zone: onto.zone.zone }) : null)
    );
  }
  const plain = (i: RulesIntent) =>
    i.attachTo === undefined && i.onto === undefined && (!Array.isArray(i.targets) || i.targets.length === 0);
  if (target.zone === 'ms-battlefield') return mine.find((i) => i.type === 'attack') ?? null;
  if (!isPlayZone(view.game, target.zone)) return null;
  const plays = mine.filter((i) => (i.type === 'play' || i.type === 'activate') && plain(i));
  // A Gundam War card may be played or put out as a G: dropping it plays it; a G card goes out as G.
  const printed = view.catalog[locateCard(view, cardId)?.card.cardKey ?? ''];
  return plays.find((i) => !i.asG || printed?.type === 'g') ?? plays[0] ?? null;
}

/** A menu line for a rules intent about a card, naming its targets. */
export function describeRule(view: TableView, intent: RulesIntent): string {
  const name = (id: unknown) => {
    const at = typeof id === 'string' ? locateCard(view, id) : null;
    const printed = at?.card.cardKey ? view.catalog[at.card.cardKey] : undefined;
    return printed ? localName(printed, currentLanguage()) : i18n.t('playflow:rule.aCard');
  };
  const verb =
    intent.type === 'activate'
      ? abilityWords(view, intent)
      : intent.asG
        ? i18n.t('playflow:rule.asG')
        : (i18n.t(`playflow:rule.${intent.type}` as never, {
            defaultValue: intent.type.charAt(0).toUpperCase() + intent.type.slice(1),
          }) as string);
  if (intent.onto) return i18n.t('playflow:rule.onto', { verb, card: name(intent.onto) });
  if (intent.attachTo) return i18n.t('playflow:rule.attachedTo', { verb, card: name(intent.attachTo) });
  if (Array.isArray(intent.targets) && intent.targets.length)
    return i18n.t('playflow:rule.targeting', {
      verb,
      cards: intent.targets.map(name).join(i18n.t('playflow:rule.separator')),
    });
  return verb;
}

/** An M.S. War ability by what it does (its script); others by number, or Gundam War's played text. */
function abilityWords(view: TableView, intent: RulesIntent): string {
  const at = typeof intent.card === 'string' ? locateCard(view, intent.card) : null;
  const printed = at?.card.cardKey ? view.catalog[at.card.cardKey] : undefined;
  const named = printed && typeof intent.ability === 'number' ? abilityLabel(printed, intent.ability) : null;
  return named ?? activation(intent.ability);
}

/** A Gundam War special effect by its name in the interface language (Psycommu / サイコミュ), never its id. */
function specialEffectName(id: string): string {
  const keyword = GUNDAM_WAR_KEYWORDS.find((k) => k.id === id);
  if (!keyword) return id;
  return currentLanguage() === 'ja' && keyword.ja?.length ? keyword.ja[0] : keyword.name;
}

/** Abilities are numbered from 0; Gundam War's played text of a card on the Field is `"text"`. */
function activation(ability: unknown): string {
  if (typeof ability === 'number' || ability === undefined)
    return i18n.t('playflow:rule.ability', { n: Number(ability ?? 0) + 1 });
  return ability === 'text'
    ? i18n.t('playflow:rule.text')
    : i18n.t('playflow:rule.named', { ability: specialEffectName(String(ability)) });
}
