/**
 * A name no deck has taken yet, so a new deck never looks like another in the list: `first`
 * when it is free (a demo deck's own name), else `numbered(n)` for the first free n from `from`.
 */
export function freeName(
  taken: ReadonlySet<string>,
  numbered: (n: number) => string,
  { first, from = 1 }: { first?: string; from?: number } = {},
): string {
  if (first !== undefined && !taken.has(first)) return first;
  let n = from;
  while (taken.has(numbered(n))) n++;
  return numbered(n);
}
