/**
 * A table of words that text read from a file or typed by a player is looked up in. Made without
 * a prototype, so a cell saying `constructor`, `toString` or `__proto__` finds nothing there
 * rather than a function of Object's (engine/hostile/prototype.ts tries every such word).
 */
export function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
