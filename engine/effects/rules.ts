/** Rulebook sections the library cites in its errors (Gundam War Advanced Rules, fan translation). */
export const RULE = {
  freeTiming: 'Gundam War — Timings for Play: Free Timing',
  priority: 'Gundam War — Timings for Play: Priority of Free Timing',
  noCutIn: 'Gundam War — Auto Effects: Auto C (no Cut-in where the timing allows none)',
  simultaneous: 'Gundam War — Activating and Resolving: Effects that Activate and take Effect at the Same Timing',
  timesPerTurn: 'Gundam War — Activating and Resolving: Amount of Times an Effect can be Played',
  decision: 'Sortie — a decision is pending and must be answered first',
  conditions: 'Gundam War — Activating and Resolving: Effects that require Special Conditions',
  endOfTurn: "Gundam War — Activating and Resolving: 'End of Return Step' and 'End of Turn'",
} as const;
