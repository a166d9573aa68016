/** A 95% confidence interval for a win rate (Wilson score interval: sound near 0% and 100% too). */
export function wilson(wins: number, games: number, z = 1.96): [number, number] {
  if (games === 0) return [0, 1];
  const p = wins / games;
  const z2 = z * z;
  const centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const half = (z * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games))) / (1 + z2 / games);
  // The interval always holds p; rounding must not put an end a hair inside it (6 of 6: 0.9999999999999999).
  return [Math.max(0, Math.min(p, centre - half)), Math.min(1, Math.max(p, centre + half))];
}
