/**
 * Tab and Shift+Tab wrap around inside a modal dialog. The dialogs are plain elements inside
 * the app (not a native modal <dialog>), so without this the keyboard walks out of an open
 * dialog into the sidebar and the page behind it, which the dialog covers.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

interface TabKey {
  key: string;
  shiftKey: boolean;
  preventDefault(): void;
}

export function wrapTab(dialog: HTMLElement, e: TabKey): void {
  if (e.key !== 'Tab') return;
  // Hidden controls (a closed <details>, display: none) cannot take focus: skip them.
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility?.() ?? true);
  const active = document.activeElement;
  const inside = !!active && dialog.contains(active) && active !== dialog;
  const edge = e.shiftKey ? items[0] : items[items.length - 1];
  if (items.length === 0 || !inside || active === edge) {
    e.preventDefault();
    (e.shiftKey ? items[items.length - 1] : items[0])?.focus();
  }
}
