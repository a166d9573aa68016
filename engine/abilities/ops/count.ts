import { z } from 'zod';

/** A count of cards, points or coins printed on a card: a whole number, 1 or more. */
export const count = z.number().int().min(1);
/** Whose cards an op takes: the effect's controller's or the opponent's. */
export const who = z.enum(['you', 'opponent']);
