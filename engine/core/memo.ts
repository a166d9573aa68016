/**
 * What a game module remembers between steps to save work (the last table found clean, each
 * seat's table of cards it may play, …): every such cache of one engine in one object, made by
 * the game module when it is built and handed to each step's draft and each listing (`Draft.memo`).
 * No engine file keeps one in a module variable. Every part must answer only what working it
 * out afresh would: a module built without a memo (`null`) works everything out afresh, and
 * tests hold the two to the same games.
 *
 * Each file that remembers something owns its part (`memoPart`), made on first use.
 */
export interface MemoPart<T> {
  readonly name: string;
  readonly make: () => T;
}

export const memoPart = <T>(name: string, make: () => T): MemoPart<T> => Object.freeze({ name, make });

export class Memo {
  private readonly parts = new Map<MemoPart<unknown>, unknown>();

  get<T>(part: MemoPart<T>): T {
    let value = this.parts.get(part) as T | undefined;
    if (value === undefined) this.parts.set(part, (value = part.make()));
    return value;
  }

  /** A memo whose parts start as copies of this one's (one level deep): for a test that works a step out twice. */
  copy(): Memo {
    const out = new Memo();
    for (const [part, value] of this.parts)
      out.parts.set(part, Array.isArray(value) ? [...value] : { ...(value as object) });
    return out;
  }
}
