/** A game's join code: what the host reads out to the guest, so it must not be misread. */
import { randomInt } from 'node:crypto';

/** Letters that cannot be misread for one another (no 0/O, 1/I/L). */
const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function joinCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += CODE_LETTERS[randomInt(CODE_LETTERS.length)];
  return code;
}
