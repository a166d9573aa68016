/** The game so far in plain words, newest at the bottom, as the viewing seat saw it. */
import { useEffect, useMemo, useRef } from 'react';

export interface LogLine {
  text: string;
  /** The same line this many times in a row (seven hidden draws read as one line, ×7). */
  times: number;
}

export function collapseLog(lines: readonly string[]): LogLine[] {
  const out: LogLine[] = [];
  for (const text of lines) {
    const last = out[out.length - 1];
    if (last?.text === text) last.times++;
    else out.push({ text, times: 1 });
  }
  return out;
}

export function GameLog({ lines }: { lines: string[] }) {
  const ref = useRef<HTMLOListElement>(null);
  const shown = useMemo(() => collapseLog(lines).slice(-300), [lines]);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section className="pf-side-panel pf-log-panel" aria-label="Game log">
      <h3>Log</h3>
      <ol ref={ref} className="pf-log" aria-live="polite" data-testid="game-log">
        {shown.map((line, i) => (
          <li key={i}>
            {line.text}
            {line.times > 1 && <span className="pf-log-times" aria-label={`${line.times} times`}> ×{line.times}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
