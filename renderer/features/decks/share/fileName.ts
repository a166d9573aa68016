/** A deck name as the start of a file name: letters, digits, spaces, dots, dashes (any script). */
export const fileStem = (name: string): string => name.replace(/[^\p{L}\p{N} _.-]+/gu, '').trim() || 'deck';
