/** The game so far in plain words, newest at the bottom, as the viewing seat saw it. */
import { useEffect, useRef } from 'react';

export function GameLog({ lines }: { lines: string[] }) {
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section className="pf-side-panel pf-log-panel" aria-label="Game log">
      <h3>Log</h3>
      <ol ref={ref} className="pf-log" aria-live="polite" data-testid="game-log">
        {lines.slice(-300).map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
    </section>
  );
}
