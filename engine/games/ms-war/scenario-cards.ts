/**
 * Demo cards numbered SD-100 and up that the rules scenarios need beyond the bundled set
 * (assets/cards/ms-war-demo.json): stand-ins for the rulebook's worked examples.
 */
export const MS_WAR_SCENARIO_CARDS = [
  {
    // Stands in for EV-058 Single Flower in the Effect Chain example (draw 3, discard 2).
    game: 'ms-war',
    number: 'SD-100',
    name: 'Lone Blossom',
    type: 'event',
    cost: 1,
    text: 'Draw 3 cards, then discard 2 cards.',
    set: 'Sortie Demo',
    rarity: 'U',
    corps: 'Colony Union',
    keywords: [],
    script: {
      v: 1,
      abilities: [
        {
          kind: 'play',
          do: [
            { op: 'draw', count: 3 },
            { op: 'discard', who: 'you', count: 2 },
          ],
        },
      ],
    },
  },
];
