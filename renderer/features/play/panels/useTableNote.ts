/** A passing word from the table (a game saved, a drop made by hand): up for a few seconds. */
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a passing word from the table stays up. */
const NOTE_MS = 8000;

export function useTableNote() {
  const [note, setNote] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const showNote = useCallback((text: string) => {
    window.clearTimeout(timer.current);
    setNote(text);
    timer.current = window.setTimeout(() => setNote(null), NOTE_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { note, showNote };
}
