/**
 * Every intent a seat may make now, each checked by the same functions `step` uses, so a
 * random player choosing among them always makes a legal move. Sorties are listed as the
 * empty sortie, every single Unit, and every eligible Unit together per area; `step`
 * accepts any other legal squad too.
 */
import { ABILITIES, checkActivate, checkChange } from './abilities';
import { def, fieldCards, setCards } from './derive';
import { vultureOptions } from './end-of-turn';
import type { GwIntent } from './game';
import { checkCommandTargets, checkPlay } from './play';
import { canSortie, checkSortie } from './sortie';
import { AREAS, type GundamWarState, type Seat } from './state';

function decisionIntents(s: GundamWarState, seat: Seat): GwIntent[] {
  const p = s.pending!;
  if (p.seat !== seat) return [];
  switch (p.kind) {
    case 'mulligan': {
      const out: GwIntent[] = [{ type: 'mulligan', seat, choice: 'keep' }];
      if (s.mulligan[seat].next >= 3) out.push({ type: 'mulligan', seat, choice: 'redraw' });
      if (p.allowNoG && s.mulligan[seat].noG && !s.zones[seat].hand.some((id) => def(s, id).type === 'g')) out.push({ type: 'mulligan', seat, choice: 'no-g' });
      return out;
    }
    case 'sortie': {
      const options: GwIntent[] = [{ type: 'sortie', seat }];
      for (const area of AREAS) {
        const ok = s.zones[seat].disposition.filter((id) => canSortie(s, seat, id, area) === null);
        for (const id of ok) options.push({ type: 'sortie', seat, [area]: [id] });
        if (ok.length > 1) options.push({ type: 'sortie', seat, [area]: ok });
      }
      return options.filter((i) => typeof checkSortie(s, i as Extract<GwIntent, { type: 'sortie' }>) === 'function');
    }
    case 'vulture':
      return [{ type: 'vulture', seat, card: null }, ...vultureOptions(s, seat).map((card) => ({ type: 'vulture' as const, seat, card }))];
    case 'discard':
      return s.zones[seat].hand.map((card) => ({ type: 'discard' as const, seat, card }));
  }
}

function targetCandidates(s: GundamWarState): string[] {
  const field = [...fieldCards(s, 0), ...fieldCards(s, 1)];
  const playing = s.cut.flatMap((e) => (e.kind === 'play' ? [e.card] : []));
  return [...field, ...field.flatMap((c) => setCards(s, c)), ...playing, ...s.zones[0].junkyard, ...s.zones[1].junkyard];
}

export function legalIntents(s: GundamWarState, seat: Seat): GwIntent[] {
  if (s.winner !== null) return [];
  if (s.pending) return decisionIntents(s, seat);
  if (s.priority !== seat || s.moment === 'none') return [];
  const out: GwIntent[] = [{ type: 'pass', seat }];
  const candidates = targetCandidates(s);
  for (const card of [...s.zones[seat].hand, ...s.zones[seat].hangar]) {
    const d = def(s, card);
    const tries: GwIntent[] = [];
    if (d.type === 'character') for (const t of s.zones[seat].disposition) tries.push({ type: 'play', seat, card, targets: [t] });
    if (d.type === 'command') for (const t of candidates) if (checkCommandTargets(s, seat, card, [t]) === null) tries.push({ type: 'play', seat, card, targets: [t] });
    tries.push({ type: 'play', seat, card });
    if (d.keywords.some((k) => k.id === 'substitute-cost')) tries.push({ type: 'play', seat, card, substitute: true });
    if (d.keywords.some((k) => k.id === 'variable')) tries.push({ type: 'play', seat, card, asG: true });
    if (d.keywords.some((k) => k.id === 'change')) for (const t of fieldCards(s, seat)) tries.push({ type: 'change', seat, card, target: t });
    for (const i of tries) {
      const check = i.type === 'play' ? checkPlay(s, i) : i.type === 'change' ? checkChange(s, i) : null;
      if (typeof check === 'function') out.push(i);
    }
  }
  const enemies = fieldCards(s, seat === 0 ? 1 : 0);
  for (const card of fieldCards(s, seat)) {
    for (const ability of ABILITIES) {
      const tries: GwIntent[] =
        ability === 'psycommu' ? enemies.map((t) => ({ type: 'activate' as const, seat, card, ability, targets: [t] }))
        : [{ type: 'activate', seat, card, ability }];
      for (const i of tries) if (i.type === 'activate' && typeof checkActivate(s, i) === 'function') out.push(i);
    }
  }
  return out;
}

/** Every seat that has something to do now. */
export function seatsToAct(s: GundamWarState): Seat[] {
  if (s.winner !== null) return [];
  if (s.pending) return [s.pending.seat];
  return s.moment === 'none' ? [] : [s.priority];
}
