/**
 * The script editor's draft while the player tries it on a test table: kept for the session
 * (sessionStorage, so a reload of the window keeps it too), with the card whose editor the
 * Cards screen reopens on the way back. Nothing here is written to the library.
 */
const KEY = 'sortie:script-draft';

export interface ScriptDraft {
  /** The card (`game:number`). */
  card: string;
  /** The editor's text; null when the card was tried as it is, from the card detail. */
  text: string | null;
  /** Reopen the card (and its editor, with this draft) when the Cards screen shows next. */
  reopen: boolean;
}

function read(): ScriptDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const v = raw ? (JSON.parse(raw) as ScriptDraft) : null;
    return v && typeof v.card === 'string' && (typeof v.text === 'string' || v.text === null) ? v : null;
  } catch {
    return null;
  }
}

/** Keeps the draft of `card` and asks for the card (and its editor, given a draft) to reopen on the Cards screen. */
export function keepDraft(card: string, text: string | null): void {
  sessionStorage.setItem(KEY, JSON.stringify({ card, text, reopen: true } satisfies ScriptDraft));
}

/** The kept draft of `card`, if any. */
export function draftOf(card: string): string | undefined {
  const d = read();
  return d?.card === card ? (d.text ?? undefined) : undefined;
}

/** The card to reopen now, and whether in its editor (asked once). */
export function takeReopen(): { card: string; editor: boolean } | null {
  const d = read();
  if (!d?.reopen) return null;
  sessionStorage.setItem(KEY, JSON.stringify({ ...d, reopen: false }));
  return { card: d.card, editor: d.text !== null };
}

/** Forgets the draft (saved, reverted or cancelled). */
export function dropDraft(): void {
  sessionStorage.removeItem(KEY);
}
