/**
 * The words an ability's description is built of, apart from the ops (so an op may say a
 * condition without reaching the op table): a message of the `abilities:ability.` catalog, lists,
 * a keyword by its name, and an "if you ~" condition.
 */
import { resolveLog } from '../core/log';
import type { LogMessage, LogParam } from '../core/types';
import type { Message } from '../i18n/message';
import type { ScriptGame } from './game';
import { keywordName, msWarKeywordName } from './keyword-name';
import type { ScriptIf } from './schema';

export const say = (key: string, params?: Record<string, LogParam>): LogMessage => ({
  key: `abilities:ability.${key}`,
  ...(params && { params }),
});

export function joined(items: readonly LogParam[], how: 'comma' | 'semicolon' | 'then' | 'and' | 'space'): LogParam {
  return items.slice(1).reduce<LogParam>((a, b) => say(`list.${how}`, { a, b }), items[0] ?? '');
}

export const present = <T>(xs: readonly (T | false | undefined | 0 | '')[]): T[] => xs.filter(Boolean) as T[];

/** A keyword named in a script: by its name, never its id; Japanese readers get Gundam War's printed name, M.S. War's Sortie's. */
export const keyword = (text: string, game: ScriptGame): LogParam =>
  game === 'gundam-war' ? keywordName(text) : msWarKeywordName(text);

/** "if you have 3 or more G" (ch. 12 Effects that require Special Conditions). */
export function ifSaid(c: ScriptIf, game: ScriptGame): LogMessage {
  const unit =
    c.unit &&
    say(`if.unit${c.unit.where === 'battle-area' ? 'InBattle' : ''}${c.unit.keyword ? 'With' : ''}`, {
      ...(c.unit.keyword && { keyword: keyword(c.unit.keyword, game) }),
    });
  const have = present([c.gAtLeast && say('if.g', { n: c.gAtLeast }), unit]);
  const than = c.gThanEnemy && say(`if.g${c.gThanEnemy === 'fewer' ? 'Fewer' : 'More'}`);
  if (!than) return say('if.have', { list: joined(have, 'and') });
  return have.length ? say('if.both', { have: say('if.have', { list: joined(have, 'and') }), than }) : than;
}

/** A message with no seat or card reference in it, as the renderer and translators take it. */
export function plain(p: LogParam): Message {
  const msg = typeof p === 'object' && 'key' in p ? p : say('raw', { text: p as string });
  return resolveLog(
    msg,
    () => '',
    () => '',
  );
}
