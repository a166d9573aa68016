/**
 * The families of M.S. War text, as issue 42 counts them on printed cards: a line's family is
 * what it is about, found by its words (so an unread line has one too), the first that fits in
 * the order below — the narrower phrasings before the broad ones ("Return … from the Dry Dock"
 * before "Dry Dock", a cost that destroys before "Destroy …").
 */
import type { CompiledLine } from '../types';

const BY_WORDS = [
  ['ms-battlefield', /^\s*(?:requirements|battle scars|effect\s*(?:\[[^\]]*\]|\([^)]*\))?)\s*:/i],
  ['ms-void', /\bvoids?\b/i],
  ['ms-cost-destroy', /\bdestroy (?:this card|one of your|1 of your|an? M\.S\. you control)\b(?:M\.S\.|[^.])*:/i],
  [
    'ms-pilot-target',
    /\btarget (?:enemy |attached |OZ |WG |EF |PZ )*pilots?\b(?!(?:M\.S\.|[^.])*\b(?:from|in) your (?:dry dock|defunct pile))/i,
  ],
  ['ms-only-defend', /\bonly\b(?:M\.S\.|[^.])*\b(?:can|may) defend\b/i],
  ['ms-until-destroyed', /\buntil (?:it is |this card is )?destroyed\b/i],
  ['ms-cannot', /\b(?:can't|can’t|cannot|can not)\s+(?:attack|defend)\b/i],
  ['ms-price', /\bprices?\b|\bcosts? \d+ (?:more|less)\b/i],
  [
    'ms-from-defunct',
    /\bdefunct pile\b(?:M\.S\.|[^.])*\b(?:to|into) (?:your |its owner's |its owner’s |the )?(?:hand|dry dock|M\.S\. dock)\b|\bin your defunct pile\b/i,
  ],
  ['ms-from-dry-dock', /\b(?:return|move|put)\b(?:M\.S\.|[^.])*\b(?:from|in) (?:your |the |their )?dry dock\b/i],
  ['ms-supply', /\bdry dock\b|\bdefunct\b|\bsupply base\b/i],
  [
    'ms-pilot',
    /\bwith an attached pilot\b|\bhas an attached pilot\b|\bwhile a pilot is attached\b|\bif (?:(?!this card)[^,]){1,40}? is attached\b|\bis attached to an? /i,
  ],
  ['ms-battle-moment', /\bwhen this card (?:attacks|destroys)\b|\b(?:when|while) (?:attacking|defending)\b/i],
  ['ms-destroy', /\bdestroy\b/i],
  ['ms-clash', /\bclash points?\b/i],
  ['ms-hand', /\bdraws?\b|\bdiscards?\b/i],
] as const;

export const MS_WAR_FAMILIES = BY_WORDS.map(([family]) => family);
export type MsWarFamily = (typeof MS_WAR_FAMILIES)[number];

export function msWarFamilyOf(line: CompiledLine): MsWarFamily | 'keyword' | 'other' {
  if (line.status === 'keyword') return 'keyword';
  for (const [family, words] of BY_WORDS) if (words.test(line.text)) return family;
  return 'other';
}
