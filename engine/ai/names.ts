/** The computer opponent's levels by name (no rules imported: the app's screens read this). */
import { message, type Message } from '../i18n/message';

export type Level = 'easy' | 'normal' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'normal', 'hard'];

/** A level's name in the reader's language (`ai:level.*`: Easy, やさしい). */
export const levelName = (level: Level): Message => message(`ai:level.${level}`);
