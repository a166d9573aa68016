/** A printed line read in part, its unread clauses marked (docs/card-scripts.md, "Partial compilation"). */
import type { ReactNode } from 'react';
import type { PartlyRead } from '../../../engine/cards/automation';

export function MarkedLine({ line }: { line: PartlyRead }) {
  const parts: ReactNode[] = [];
  let at = 0;
  line.unread.forEach((s, i) => {
    parts.push(line.text.slice(at, s.start), <mark key={i}>{line.text.slice(s.start, s.end)}</mark>);
    at = s.end;
  });
  parts.push(line.text.slice(at));
  return <>{parts}</>;
}
