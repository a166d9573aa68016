/** M.S. War 2.1 as a GameModule. */
import { MS_WAR_LAYOUT } from '../../core/layouts/ms-war';
import { manualModule } from '../../core/manual-module';
import type { GameModule } from '../../core/module';

export const msWarModule: GameModule = manualModule(MS_WAR_LAYOUT);
