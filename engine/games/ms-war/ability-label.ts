/**
 * An activated ability in a menu's words, from the card's script: its cost, then what it does
 * ("Expend 1 Material: Lancer Frame gets +1 clash points until the end of the battle"), so the
 * table never offers "Activate ability 1".
 */
import type { MsWarCard } from '../../cards/model';
import { abilitiesOf } from './cards';
import { describeOp } from './cut-view';

export function abilityLabel(card: MsWarCard, index: number): string | null {
  const a = abilitiesOf(card)[index];
  if (!a || a.kind !== 'activated') return null;
  const n = a.cost.materials ?? 0;
  const cost = [n ? `expend ${n} Material${n === 1 ? '' : 's'}` : '', a.cost.expendSelf ? `expend ${card.name}` : '']
    .filter(Boolean)
    .join(' and ');
  const effect = a.ops.map((op) => describeOp(op, a.target ? 'the target' : card.name)).join('; then ');
  const text = cost ? `${cost}: ${effect}` : effect;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
