/**
 * A value a lower file reads but a higher one provides: the rules of each special effect, what
 * each kind of effect does as it resolves, the derivation of continuous effects. The lower file
 * cannot import them (they import it: an import cycle), so the game module installs them, once,
 * by an explicit call as it is built — never by an import made for its side effects.
 *
 * Installing the same value again is nothing; another value is refused (a second engine in one
 * process, a test, must not swap the rules under the first). Reading before the install names
 * what is missing.
 */
export interface LateBound<T> {
  install(value: T): void;
  get(): T;
}

export function lateBound<T>(what: string): LateBound<T> {
  const slot: { value: T | undefined } = { value: undefined };
  return Object.freeze({
    install(value: T): void {
      if (slot.value !== undefined && slot.value !== value) throw new Error(`${what} is already installed.`);
      slot.value = value;
    },
    get(): T {
      if (slot.value === undefined) throw new Error(`${what} is not installed yet (the game module installs it).`);
      return slot.value;
    },
  });
}
