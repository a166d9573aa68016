/**
 * A plain textarea dressed for code: monospace, no wrapping, a line-number gutter that scrolls
 * with it and marks the lines with a problem, and Enter keeping the line's indentation. The
 * browser's own editing (undo, selection, IME) is kept: the indentation goes in through
 * `insertText`, which the undo stack records.
 */
import { forwardRef, useImperativeHandle, useRef } from 'react';

export interface CodeAreaHandle {
  /** Selects `length` characters at `offset` and scrolls its line into view. */
  select(offset: number, length: number, line: number): void;
}

interface Props {
  value: string;
  onChange(value: string): void;
  label: string;
  gutterLabel: string;
  /** Lines (1-based) with a problem. */
  marked: ReadonlySet<number>;
  describedBy?: string;
  invalid: boolean;
  onSave?(): void;
}

export const CodeArea = forwardRef<CodeAreaHandle, Props>(function CodeArea(
  { value, onChange, label, gutterLabel, marked, describedBy, invalid, onSave },
  ref,
) {
  const area = useRef<HTMLTextAreaElement>(null);
  const gutter = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    select(offset, length, line) {
      const el = area.current;
      if (!el) return;
      el.focus();
      el.setSelectionRange(offset, offset + length);
      const height = parseFloat(getComputedStyle(el).lineHeight) || 18;
      el.scrollTop = Math.max(0, (line - 3) * height);
    },
  }));
  const lines = value.split('\n').length;
  return (
    <div className="code-area">
      <div className="code-gutter" ref={gutter} aria-label={gutterLabel} role="presentation">
        {Array.from({ length: lines }, (_, i) => (
          <div key={i} className={marked.has(i + 1) ? 'bad' : undefined}>
            {i + 1}
          </div>
        ))}
      </div>
      <textarea
        ref={area}
        value={value}
        aria-label={label}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        wrap="off"
        onChange={(e) => onChange(e.target.value)}
        onScroll={(e) => {
          if (gutter.current) gutter.current.scrollTop = e.currentTarget.scrollTop;
        }}
        onKeyDown={(e) => {
          if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
            e.preventDefault();
            onSave?.();
            return;
          }
          if (e.key !== 'Enter' || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey || e.nativeEvent.isComposing)
            return;
          const el = e.currentTarget;
          const start = el.value.lastIndexOf('\n', el.selectionStart - 1) + 1;
          const indent = /^[ \t]*/.exec(el.value.slice(start))![0];
          const before = el.value.slice(start, el.selectionStart).trimEnd();
          const more = /[[{]$/.test(before) ? '  ' : '';
          e.preventDefault();
          // insertText keeps the browser's undo; React sees it as an ordinary input.
          if (!document.execCommand('insertText', false, `\n${indent}${more}`)) {
            const at = el.selectionStart;
            onChange(`${el.value.slice(0, at)}\n${indent}${more}${el.value.slice(el.selectionEnd)}`);
          }
        }}
      />
    </div>
  );
});
