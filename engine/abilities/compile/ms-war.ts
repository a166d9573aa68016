/**
 * Compiles M.S. War card text into a script when a card is read (never at play time). The
 * grammar and its phrase model live in ./ms-war-text/, beside the Gundam War grammar.
 */
export { compileMsWar } from './ms-war-text/compile';
