/** The computer opponent's levels by name (no rules imported: the app's screens read this). */
export type Level = 'easy' | 'normal' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'normal', 'hard'];
export const LEVEL_NAMES: Record<Level, string> = { easy: 'Easy', normal: 'Normal', hard: 'Hard' };
