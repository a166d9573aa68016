/**
 * A table card's name set smaller, a step at a time, until the lines its head shows (four on a
 * card, two in a Set card's strip on a stack) hold it whole — measured as drawn, in whatever font
 * the browser picked, so a wider fallback font (Liberation beside DejaVu, say) is allowed for.
 * The size never goes below the table's smallest name size (6 px, play.css); a name that still
 * does not fit keeps its tooltip and zoom, which show it whole.
 */
const STEP = 0.03;
const LEAST = 0.5;

export function fitName(card: HTMLElement | null): void {
  const head = card?.querySelector<HTMLElement>('.cf-head');
  if (!head) return;
  head.style.removeProperty('--name-fit');
  // Reading the heights lays the card out once; only a name that overflows is written again.
  for (let fit = 1 - STEP; head.scrollHeight > head.clientHeight + 1 && fit >= LEAST; fit -= STEP)
    head.style.setProperty('--name-fit', fit.toFixed(2));
}
