import { describe, expect, it } from 'vitest';
import { loadCardFile } from './import/load';
import { automationReport } from './automation';

describe('the import report: how much of each card the rules carry out (issue 19)', () => {
  it('counts scripted, compiled, partial and manual cards and lists the lines left to the players', () => {
    const file = [
      'game,number,name,type,cost,nation_cost,color,text,script',
      'gundam-war,T-1,Supply Drop,command,1,1,blue,(Own Turn): Requisition two cards.,"{""v"":1,""abilities"":[{""kind"":""play"",""timing"":""own-turn"",""do"":[{""op"":""draw"",""count"":2}]}]}"',
      'gundam-war,T-2,Quick Look,command,1,1,blue,(Own Turn): Draw 1 card.,',
      'gundam-war,T-3,Salvage Run,command,1,1,blue,(Own Turn): Send the top 2 cards of your Nation to the Junkyard.,',
      'gundam-war,T-4,Plain G,g,,,blue,,',
      'gundam-war,T-5,Mixed,command,1,1,blue,"(Own Turn): Draw 1 card.\nSing a song.",',
    ].join('\n');
    const read = loadCardFile(file, 'cards.csv');
    expect(read.issues).toEqual([]);
    expect(automationReport(read.cards)).toEqual({
      summary: { cards: 5, scripted: 1, compiled: 1, partial: 1, manual: 1, none: 1 },
      manual: [
        {
          number: 'T-3',
          name: 'Salvage Run',
          automation: 'manual',
          manual: ['(Own Turn): Send the top 2 cards of your Nation to the Junkyard.'],
        },
        { number: 'T-5', name: 'Mixed', automation: 'partial', manual: ['Sing a song.'] },
      ],
    });
  });
});
