/** The effect system's events as readable log lines of the stand-in table. */
import { idText } from '../../core/ids';
import type { GameEvent, GameState } from '../../core/types';
import type { EffectEvent } from '../types';
import { nameOf, rulesOf } from './ops';

const KIND: Record<string, string> = {
  'play-card': 'is played',
  'play-text': 'is played',
  'auto-b': '(Auto B) activates',
  'auto-c': '(Auto C) activates',
  'auto-d': '(Auto D) activates',
  abolish: '(Abolish) activates',
  hold: 're-activates from hold',
  'player-auto': '(automatic, by its player) activates',
};

/** Labels of effects by id: from this call's activations, then from what the state still holds. */
function labels(state: GameState, events: EffectEvent[]): Map<string, string> {
  const e = rulesOf(state).effects;
  const out = new Map<string, string>();
  for (const a of [...e.cut, ...e.nextCut, ...e.holds.map((h) => h.activation)]) out.set(a.id, a.label);
  for (const h of e.holds) out.set(h.id, h.activation.label);
  for (const ev of events) if ('label' in ev && 'id' in ev) out.set(ev.id, ev.label);
  return out;
}

function line(state: GameState, ev: EffectEvent, label: (id: string) => string): GameEvent {
  const at = (text: string, seat: GameEvent['seat'] = null, refs: GameEvent['refs'] = []): GameEvent => ({
    type: `effect-${ev.type}`,
    seat,
    text,
    refs,
  });
  switch (ev.type) {
    case 'activated':
      return at(`"${ev.label}" ${KIND[ev.kind]} ({p${ev.controller}}).`, ev.controller);
    case 'priority':
      return at(`{p${ev.seat}} has priority.`, ev.seat);
    case 'passed':
      return at(`{p${ev.seat}} passes.`, ev.seat);
    case 'cut-opened':
      return at(`A Cut opens: ${ev.ids.map(label).join(', ')} (the first resolves last).`);
    case 'resolved':
      return at(`"${ev.label}" resolves.`);
    case 'applied':
      return at(`"${ev.label}" is applied.`);
    case 'failed':
      return at(
        `"${ev.label}" fails to resolve: ${ev.reason === 'target-lost' ? 'its target is lost' : 'its condition is not met'}.`,
      );
    case 'to-junkyard':
      return at(`{0} goes to its owner's Junkyard.`, null, [
        { id: idText(ev.card), name: nameOf(state, ev.card), key: state.cards[ev.card]?.key ?? '', shownTo: [0, 1] },
      ]);
    case 'cut-ended':
      return at('The Cut ends.');
    case 'decision':
      return at(
        `{p${ev.decision.seat}} (the attacking player) orders: ${ev.decision.options.map((o) => o.label).join(', ')}.`,
        ev.decision.seat,
      );
    case 'held':
      return at(`"${label(ev.id)}" is put on hold until ${ev.timing}.`);
    case 'not-activated':
      return at(`"${ev.label}" does not activate again this turn (once per turn).`);
    case 'free-timing-ended':
      return at('Free timing ends.');
    case 'expired':
      return at(`${ev.ids.length} effect(s) end with the turn.`);
  }
}

export function toGameEvents(state: GameState, events: EffectEvent[]): GameEvent[] {
  const known = labels(state, events);
  return events.map((ev) => line(state, ev, (id) => known.get(id) ?? id));
}
