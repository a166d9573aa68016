/**
 * A card's abilities as the engine understands them, in plain words ("When this M.S. attacks:
 * the opponent discards 1 card"), for the card detail. Each op says itself (its own file);
 * this adds when and on what.
 */
import type { ScriptGame } from './game';
import { plural } from './op';
import { OPS } from './registry';
import type { ScriptAbility, ScriptAffects, ScriptCost, ScriptIf, ScriptOp, ScriptTarget } from './schema';

const WHEN: Record<string, string> = {
  attacks: 'When this M.S. attacks',
  placed: 'When this card is placed on your M.S. Dock',
  upgraded: 'When this card is put into play by Upgrade',
  destroys: 'When this M.S. destroys an M.S. Card in battle',
  'host-destroys': 'When the M.S. this pilot is on destroys an M.S. Card in battle',
  played: 'When this card is played (Auto B)',
  'comes-out': 'When this card comes out onto the Field (Auto D)',
  destroyed: 'When this card is destroyed (Auto D)',
  'end-of-turn': 'At the end of each turn (Auto D)',
};

const TIMING: Record<string, string> = {
  strategic: 'your Strategic Phase',
  attack: 'Attack',
  any: 'any time',
  'own-turn': 'your own turn',
  'enemy-turn': "the enemy's turn",
  'own-disposition': 'your own Disposition Phase',
  battle: 'Battle Phase',
  defend: 'Defend Step',
  damage: 'Damage Calculation Step',
  return: 'Return Step',
};

const RULES: Record<string, string> = {
  'cannot-defend': 'This card cannot defend',
  'event-cost': 'Event cards cost {delta} more to play',
  'choose-g-colour': 'Gives 1 Nation Power of a colour its player chooses as it is put out',
  'extra-cost': 'Its Extra Cost is: {cost}',
  'substitute-cost': 'Its Substitute Cost is: {cost}',
  'transformed-mode': 'In Transformed Mode: battle stats {stats}',
};

export function targetText(t: ScriptTarget): string {
  const what = t.card === 'ms' ? 'M.S. Card' : t.card === 'unit' ? 'Unit' : t.card === 'command' ? 'Command' : 'card';
  const whose = t.whose === 'yours' ? 'your ' : t.whose === 'enemy' ? 'enemy ' : '';
  const where: Record<string, string> = {
    attacking: 'attacking ',
    defending: 'defending ',
    'ms-battlefield': '',
    'battle-area': '',
    'dry-dock': '',
    'rebel-forces': '',
    junkyard: '',
    'being-played': '',
    engaged: '',
  };
  const place: Record<string, string> = {
    'ms-battlefield': ' on the M.S. Battlefield',
    'battle-area': ' in a Battle Area',
    'dry-dock': ' in your Dry Dock',
    'rebel-forces': ' in your Rebel Forces',
    junkyard: ' in your Junkyard',
    'being-played': ' being played',
    engaged: ' engaged in battle',
  };
  const extra = [
    t.msType && `with M.S. Type: ${t.msType}`,
    t.keyword && `with ${t.keyword}`,
    t.maxClash !== undefined && `of ${t.maxClash} or fewer clash points`,
    t.maxCost !== undefined && `of Total Nation Power ${t.maxCost} or less`,
  ].filter(Boolean);
  const many = t.count !== undefined && t.count > 1 ? `up to ${t.count} targets: ` : 'target ';
  return `${many}${where[t.where ?? ''] ?? ''}${whose}${what}${place[t.where ?? ''] ?? ''}${extra.length ? ` ${extra.join(', ')}` : ''}`;
}

function affectsText(a: ScriptAffects, game: ScriptGame): string {
  const what = a.card === 'command' ? 'Commands' : game === 'ms-war' ? 'M.S. Cards' : 'Units';
  const narrow = [
    a.area && `in the ${a.area === 'earth' ? 'Earth' : 'Space'} Area`,
    a.msType && `with M.S. Type: ${a.msType}`,
    a.keyword && `with ${a.keyword}`,
    a.without && `without ${a.without}`,
  ]
    .filter(Boolean)
    .join(' ');
  const base: Record<string, string> = {
    self: 'this card',
    host: game === 'ms-war' ? 'the M.S. this pilot is on' : 'the card this card is Set on',
    yours: `your ${what}`,
    all: what,
    enemy: `enemy ${what}`,
    'squad-others': "the other Units in this card's squad",
  };
  return `${base[a.scope]}${narrow ? ` ${narrow}` : ''}`;
}

function costText(c: ScriptCost): string {
  return [
    c.materials !== undefined && `expend ${plural(c.materials, 'Material')}`,
    c.expendSelf && 'expend this card',
    c.rollSelf && 'roll this card',
    c.rollG && `roll ${c.rollG} of your G`,
    c.rollHost && 'roll the card this card is Set on',
    c.abolishCharacter && 'abolish 1 of your Characters',
    c.removeFromJunkyard && `remove ${plural(c.removeFromJunkyard, 'card')} in your Junkyard from the game`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** "if you have 3 or more G" (ch. 12 Effects that require Special Conditions). */
export function ifText(c: ScriptIf): string {
  const unit = c.unit
    ? `a Unit${c.unit.keyword ? ` with ${c.unit.keyword}` : ''}${c.unit.where === 'battle-area' ? ' in a Battle Area' : ''}`
    : '';
  const parts = [c.gAtLeast && `${c.gAtLeast} or more G`, unit].filter(Boolean);
  return `if you have ${parts.join(' and ')}`;
}

function opsText(ops: readonly ScriptOp[], on: string, game: ScriptGame): string {
  if (!ops.length) return 'nothing';
  return ops.map((op) => OPS.get(op.op)?.describe(op as never, on, game) ?? op.op).join(', then ');
}

/** One ability in words. */
export function describeAbility(a: ScriptAbility, game: ScriptGame): string {
  switch (a.kind) {
    case 'play': {
      const when = a.timing ? ` (${TIMING[a.timing] ?? a.timing})` : '';
      return `When played${when}${a.if ? `, ${ifText(a.if)}` : ''}${a.target ? `, choosing ${targetText(a.target)}` : ''}: ${opsText(a.do, a.target ? 'that card' : 'this card', game)}`;
    }
    case 'trigger':
      return `${WHEN[a.when] ?? a.when}: ${opsText(a.do, 'this card', game)}`;
    case 'activated': {
      const parts = [
        a.timing && `during ${TIMING[a.timing] ?? a.timing}`,
        a.if && ifText(a.if),
        a.limit && `${a.limit.perTurn === 1 ? 'once' : `${a.limit.perTurn} times`} per turn`,
        a.cost && costText(a.cost) && `pay: ${costText(a.cost)}`,
      ].filter(Boolean);
      return `Activated${parts.length ? ` (${parts.join('; ')})` : ''}${a.target ? `, choosing ${targetText(a.target)}` : ''}: ${opsText(a.do, a.target ? 'that card' : 'this card', game)}`;
    }
    case 'static': {
      const w = a.while;
      const cond = [
        w?.defending && 'while defending',
        w?.gAtLeast && `while you have ${w.gAtLeast} or more G`,
        w?.setTrait && `while a Character with ${w.setTrait} is Set on it`,
      ]
        .filter(Boolean)
        .join(', ');
      const words = opsText(a.do, affectsText(a.affects, game), game).replace(
        / until the end of the (battle|turn)| until end of turn/g,
        '',
      );
      return `Always: ${words}${cond ? ` ${cond}` : ''}`;
    }
    case 'battlefield': {
      const r = a.requires;
      const req = [
        r.dockMsWith && `an M.S. Card with ${r.dockMsWith} on your M.S. Dock`,
        r.materialsAtLeast && `${r.materialsAtLeast} or more Materials`,
        r.dockMsAtLeast && `${r.dockMsAtLeast} or more M.S. Cards on your M.S. Dock`,
        r.warExperienceBelow && `neither player has ${r.warExperienceBelow} or more War Experience`,
      ].filter(Boolean);
      return `Requirements: ${req.length ? req.join(', ') : 'none'}. Battle Scars: ${opsText(a.scars, 'this card', game)}`;
    }
    case 'rule': {
      const stats = a.stats
        ? `${a.stats.melee}/${a.stats.ranged}/${a.stats.hp}${a.keywords?.length ? `, with ${a.keywords.join(', ')}` : ''}`
        : '';
      return (RULES[a.rule] ?? a.rule)
        .replace('{delta}', String(a.delta ?? 1))
        .replace('{cost}', a.cost ? costText(a.cost) : 'nothing')
        .replace('{stats}', stats);
    }
  }
}
