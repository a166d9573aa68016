/** Keyboard combos as written in menus and the help overlay ("Shift+D", "Ctrl+Z", "?"). */

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** True when the event is the combo; Ctrl and Cmd are the same key, so macOS works too. */
export function matchesCombo(event: KeyLike, combo: string): boolean {
  const parts = combo.split('+');
  const key = parts.pop() ?? '';
  const mods = new Set(parts.map((m) => m.toLowerCase()));
  const wantsCtrl = mods.has('ctrl');
  const wantsShift = mods.has('shift');
  const wantsAlt = mods.has('alt');
  if ((event.ctrlKey || event.metaKey) !== wantsCtrl) return false;
  if (event.altKey !== wantsAlt) return false;
  const eventKey = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const comboKey = key.length === 1 ? key.toLowerCase() : key;
  // Symbols such as "?" and "+" already need Shift on most layouts: don't demand it twice.
  const symbol = key.length === 1 && !/[a-z0-9]/i.test(key);
  if (!symbol && event.shiftKey !== wantsShift) return false;
  return eventKey === comboKey || (comboKey === 'Space' && event.key === ' ');
}

/** Typing in a field must never fire table shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const el = target as HTMLElement;
  return el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable;
}
