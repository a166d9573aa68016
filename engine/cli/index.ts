/** `npm run engine -- info`: runs the engine directly in Node and prints what it is. */
import { engineApi } from '../api';

const info = engineApi.info();
process.stdout.write(
  `Sortie engine ${info.version}\nGames: ${info.games.map((g) => g.label).join(', ')}\nSelf-check: ${info.selfCheck}\n`,
);
