/**
 * Compiles M.S. War card text into a script when a card is read (never at play time). The
 * grammar and its phrase model live beside the M.S. War engine (engine/games/ms-war/text/).
 */
export { compileMsWar } from '../../games/ms-war/text/compile';
