/**
 * The Cut as the table shows it (`GameModule.cut`): each entry with what it will do when
 * it resolves, in plain words (ch. 12 Activating and Resolving of Effects), and who holds
 * priority.
 */
import { cutEntries, type CutState, type CutTold } from '../../core/module';
import type { GameState, LogMessage } from '../../core/types';
import { activationRefs, type Activation } from '../../effects';
import { opDef, type ScriptOp } from '../../abilities';
import { useOf } from './abilities';
import { commandText } from './card-text';
import type { Op } from './hooks';
import { fieldText } from './field-text';
import { def } from './read';
import { rulesOf } from './state';
import { card, cardList, keywordName, opsSaid, says } from './words';

/** A script's ops in words; `on` names the targets. */
function opsWords(ops: readonly ScriptOp[], on: string): string {
  return ops.map((op) => opDef(op.op).describe(op, on, 'gundam-war')).join(', then ');
}

/** The ability a field or automatic text entry carries out. */
function textAbility(s: GameState, a: Activation, op: Extract<Op, { k: 'field-text' | 'auto-text' }>) {
  if (a.source === null) return undefined;
  const printed = def(s, a.source);
  return printed.script?.abilities[op.k === 'auto-text' ? op.index : (fieldText(printed)?.index ?? -1)];
}

export function describeEntry(s: GameState, a: Activation): string {
  const op = a.op as Op;
  const names = a.targets.map((t) => def(s, t.id).name);
  const on = names.length ? names.join(' and ') : 'its target';
  const source = a.source !== null ? def(s, a.source).name : 'it';
  let text: string;
  switch (op.k) {
    case 'play': {
      const card = def(s, a.card ?? a.source!);
      if (op.asG) text = `${card.name} comes out as a Special G`;
      else if (card.type === 'command') {
        const t = commandText(card);
        text = t
          ? `${card.name}: ${opsWords(t.ops, on)}, then it goes to the Junkyard`
          : `${card.name} resolves, then goes to the Junkyard`;
      } else if (card.type === 'character') text = `${card.name} is Set on ${on}`;
      else if (card.type === 'unit') text = `${card.name} comes out into the Disposition Area`;
      else text = `${card.name} comes out into the Disposition Area`;
      break;
    }
    case 'ability':
      text = useOf(op.ability)?.words(op.x, on, source) ?? `${source} uses ${keywordName(op.ability).name}`;
      break;
    case 'change':
      text = `${source} changes places with ${on}`;
      break;
    case 'abolish':
      text = `${source} is abolished: it goes to the Junkyard`;
      break;
    case 'desert':
      text = `Desert rolls ${on}`;
      break;
    case 'field-text':
    case 'auto-text': {
      const ability = textAbility(s, a, op);
      text = `${source}: ${ability && 'do' in ability ? opsWords(ability.do, on) : 'resolves'}`;
      break;
    }
  }
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** `describeEntry` as a message: `{ ref: 0 }` the source (or the card played), `{ ref: 1 + i }` target i. */
export function tellEntry(s: GameState, a: Activation): CutTold {
  const op = a.op as Op;
  const refs = activationRefs(a);
  const on = a.targets.length ? cardList(1, a.targets.length, 'listAnd') : says('cut.itsTarget');
  const it = a.source !== null ? card(0) : undefined;
  let msg: LogMessage;
  switch (op.k) {
    case 'play': {
      const printed = def(s, a.card ?? a.source!);
      if (op.asG) msg = says('cut.play.asG', { card: card(0) });
      else if (printed.type === 'command') {
        const t = commandText(printed);
        msg = t
          ? says('cut.play.command', { card: card(0), ops: opsSaid(t.ops, on) })
          : says('cut.play.commandResolves', { card: card(0) });
      } else if (printed.type === 'character') msg = says('cut.play.character', { card: card(0), on });
      else msg = says('cut.play.comesOut', { card: card(0) });
      break;
    }
    case 'ability':
      msg = useOf(op.ability)
        ? says(`cut.ability.${op.ability}`, { x: op.x, on, source: it ?? says('cut.it') })
        : says(it ? 'cut.ability.other' : 'cut.ability.otherIt', {
            source: it ?? '',
            ability: keywordName(op.ability),
          });
      break;
    case 'change':
      msg = says(it ? 'cut.change' : 'cut.changeIt', { source: it ?? '', on });
      break;
    case 'abolish':
      msg = says(it ? 'cut.abolish' : 'cut.abolishIt', { source: it ?? '' });
      break;
    case 'desert':
      msg = says('cut.desert', { on });
      break;
    case 'field-text':
    case 'auto-text': {
      const ability = textAbility(s, a, op);
      const source = it ?? says('cut.It');
      msg =
        ability && 'do' in ability
          ? says('cut.text', { source, ops: opsSaid(ability.do, on) })
          : says('cut.textResolves', { source });
      break;
    }
  }
  return { effectMsg: msg, refs };
}

export function gundamWarCut(state: GameState): CutState | null {
  const r = rulesOf(state);
  if (!r || !r.effects) return null;
  return {
    entries: cutEntries(
      r.effects.cut,
      (a) => describeEntry(state, a),
      (a) => tellEntry(state, a),
    ),
    priority: r.effects.priority,
    free: r.effects.free,
  };
}
