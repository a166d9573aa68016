/**
 * One Gundam War session's module for a test file's games: one memo for the file, as one game
 * in the app has one (engine/games/registry.ts makes a module per session).
 */
import { gundamWarSession } from '../module';

export const gundamWarModule = gundamWarSession();
