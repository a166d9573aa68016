/**
 * The script editor's live check: the text is read (checkScriptText: linear, at most 20,000
 * characters: about 0.4 ms for a card's script, 3 ms at the cap, docs/card-scripts.md) a moment
 * after the player stops typing, so a keystroke never waits for it.
 */
import { useEffect, useState } from 'react';
import { checkScriptText, type ScriptCheck } from '../../../../engine/abilities/locate';
import type { GameId } from '../../../../engine/cards/model';

const DEBOUNCE_MS = 150;

export function useScriptCheck(text: string, game: GameId): { check: ScriptCheck; checking: boolean } {
  const [checked, setChecked] = useState(() => ({ text, check: checkScriptText(text, game) }));
  useEffect(() => {
    if (checked.text === text) return;
    const timer = window.setTimeout(() => setChecked({ text, check: checkScriptText(text, game) }), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, game, checked.text]);
  return { check: checked.check, checking: checked.text !== text };
}
