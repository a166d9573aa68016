/** Paper sizes and units for the PDFs: PDF points (1/72 inch) from millimetres. */
export type Paper = 'a4' | 'letter';

export const mm = (value: number): number => (value * 72) / 25.4;

/** Width and height in points: A4 210 × 297 mm, US Letter 8.5 × 11 in. */
export const PAPER: Record<Paper, { width: number; height: number }> = {
  a4: { width: mm(210), height: mm(297) },
  letter: { width: 612, height: 792 },
};

/** A card at true size, 63 × 88 mm, and the bleed printed around the sheet of cards. */
export const CARD = { width: 63, height: 88 };
export const BLEED = 3;
