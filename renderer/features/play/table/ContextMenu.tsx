/**
 * A desktop context menu: opens at the pointer (or the focused card), arrow keys move,
 * Enter runs, Escape closes and gives focus back. Entries come from the action registry.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface MenuItem {
  id: string;
  label: string;
  shortcut?: string;
  group: string;
  run(): void;
}

interface Props {
  title: string;
  at: { x: number; y: number };
  items: MenuItem[];
  onClose(): void;
}

export function ContextMenu({ title, at, items, onClose }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState(at);
  const returnFocus = useRef<Element | null>(null);

  useLayoutEffect(() => {
    returnFocus.current = document.activeElement;
    const el = ref.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    setPos({
      x: Math.max(4, Math.min(at.x, window.innerWidth - r.width - 8)),
      y: Math.max(4, Math.min(at.y, window.innerHeight - r.height - 8)),
    });
    el.querySelector<HTMLElement>('[role=menuitem]')?.focus();
  }, [at]);

  useEffect(() => {
    const away = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) onClose();
    };
    window.addEventListener('pointerdown', away, true);
    return () => window.removeEventListener('pointerdown', away, true);
  }, [onClose]);

  const close = () => {
    onClose();
    (returnFocus.current as HTMLElement | null)?.focus?.();
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    e.stopPropagation();
    const entries = [...(ref.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = (at + (e.key === 'ArrowDown' ? 1 : -1) + entries.length) % entries.length;
      entries[next]?.focus();
    } else if (e.key === 'Escape' || e.key === 'Tab') {
      e.preventDefault();
      close();
    }
  };

  return (
    <div
      ref={ref}
      className="pf-menu"
      role="menu"
      aria-label={title}
      style={{ left: pos.x, top: pos.y }}
      onKeyDown={onKeyDown}
    >
      <div className="pf-menu-title">{title}</div>
      {items.map((item, i) => {
        const divider = i > 0 && item.group !== items[i - 1].group;
        return (
          <div key={item.id} className={divider ? 'pf-menu-sep' : undefined}>
            <button
              type="button"
              role="menuitem"
              className="pf-menu-item"
              data-action={item.id}
              aria-keyshortcuts={item.shortcut}
              onClick={() => {
                close();
                item.run();
              }}
            >
              <span>{item.label}</span>
              {/* Named to assistive technology by aria-keyshortcuts, not as part of the entry's name. */}
              {item.shortcut && <kbd aria-hidden="true">{item.shortcut}</kbd>}
            </button>
          </div>
        );
      })}
    </div>
  );
}
