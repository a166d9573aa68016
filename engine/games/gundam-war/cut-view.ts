/**
 * The Cut as the table shows it (`GameModule.cut`): each entry with what it will do when
 * it resolves, in plain words (ch. 12 Activating and Resolving of Effects), and who holds
 * priority.
 */
import { cutEntries, type CutState } from '../../core/module';
import type { GameState } from '../../core/types';
import type { Activation } from '../../effects';
import { opDef, type ScriptOp } from '../../abilities';
import { useOf } from './abilities';
import { commandText } from './card-text';
import type { Op } from './hooks';
import { fieldText } from './field-text';
import { def } from './read';
import { rulesOf } from './state';

/** A script's ops in words; `on` names the targets. */
function opsWords(ops: readonly ScriptOp[], on: string): string {
  return ops.map((op) => opDef(op.op).describe(op, on, 'gundam-war')).join(', then ');
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
      text = useOf(op.ability)?.words(op.x, on, source) ?? `${source} uses ${op.ability}`;
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
      const ability =
        a.source !== null
          ? def(s, a.source).script?.abilities[
              op.k === 'auto-text' ? op.index : (fieldText(def(s, a.source))?.index ?? -1)
            ]
          : undefined;
      text = `${source}: ${ability && 'do' in ability ? opsWords(ability.do, on) : 'resolves'}`;
      break;
    }
  }
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

export function gundamWarCut(state: GameState): CutState | null {
  const r = rulesOf(state);
  if (!r || !r.effects) return null;
  return {
    entries: cutEntries(r.effects.cut, (a) => describeEntry(state, a)),
    priority: r.effects.priority,
    free: r.effects.free,
  };
}
