/**
 * The engine's catalogs, one JSON file per language and namespace. Listed here (not globbed)
 * because the command line runs them in plain Node. A new namespace adds one line per language
 * here and its English file to renderer/i18n/i18next.d.ts (docs/i18n.md).
 */
import enGames from './locales/en/games.json' with { type: 'json' };
import jaGames from './locales/ja/games.json' with { type: 'json' };
import enRules from './locales/en/rules.json' with { type: 'json' };
import jaRules from './locales/ja/rules.json' with { type: 'json' };
import enTerms from './locales/en/terms.json' with { type: 'json' };
import jaTerms from './locales/ja/terms.json' with { type: 'json' };
import enCli from './locales/en/cli.json' with { type: 'json' };
import jaCli from './locales/ja/cli.json' with { type: 'json' };
import enTable from './locales/en/table.json' with { type: 'json' };
import jaTable from './locales/ja/table.json' with { type: 'json' };
import enLog from './locales/en/log.json' with { type: 'json' };
import jaLog from './locales/ja/log.json' with { type: 'json' };
import enImport from './locales/en/import.json' with { type: 'json' };
import jaImport from './locales/ja/import.json' with { type: 'json' };
import enSearch from './locales/en/search.json' with { type: 'json' };
import jaSearch from './locales/ja/search.json' with { type: 'json' };
import enAbilities from './locales/en/abilities.json' with { type: 'json' };
import jaAbilities from './locales/ja/abilities.json' with { type: 'json' };
import enGundamWar from './locales/en/gundam-war.json' with { type: 'json' };
import jaGundamWar from './locales/ja/gundam-war.json' with { type: 'json' };
import enMsWar from './locales/en/ms-war.json' with { type: 'json' };
import enList from './locales/en/list.json' with { type: 'json' };
import jaList from './locales/ja/list.json' with { type: 'json' };
import jaMsWar from './locales/ja/ms-war.json' with { type: 'json' };
import enFiles from './locales/en/files.json' with { type: 'json' };
import jaFiles from './locales/ja/files.json' with { type: 'json' };
import enCore from './locales/en/core.json' with { type: 'json' };
import jaCore from './locales/ja/core.json' with { type: 'json' };
import enAi from './locales/en/ai.json' with { type: 'json' };
import jaAi from './locales/ja/ai.json' with { type: 'json' };

export const ENGINE_RESOURCES = {
  en: {
    games: enGames,
    rules: enRules,
    terms: enTerms,
    cli: enCli,
    table: enTable,
    log: enLog,
    import: enImport,
    search: enSearch,
    abilities: enAbilities,
    'gundam-war': enGundamWar,
    'ms-war': enMsWar,
    list: enList,
    files: enFiles,
    core: enCore,
    ai: enAi,
  },
  ja: {
    games: jaGames,
    rules: jaRules,
    terms: jaTerms,
    cli: jaCli,
    table: jaTable,
    log: jaLog,
    import: jaImport,
    search: jaSearch,
    abilities: jaAbilities,
    'gundam-war': jaGundamWar,
    'ms-war': jaMsWar,
    list: jaList,
    files: jaFiles,
    core: jaCore,
    ai: jaAi,
  },
};

export type EngineNamespace = keyof (typeof ENGINE_RESOURCES)['en'];
export const ENGINE_NAMESPACES = Object.keys(ENGINE_RESOURCES.en) as EngineNamespace[];
