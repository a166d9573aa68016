// Typed keys: `t('places.cards.label')` and `t('decks:…')` are checked against the English
// catalogs at type-check time, so a misspelt or missing key fails `npm run typecheck`.
// A new namespace adds its English file here (docs/i18n.md).
import 'i18next';
import type common from './locales/en/common.json';
import type cards from './locales/en/cards.json';
import type play from './locales/en/play.json';
import type decks from './locales/en/decks.json';
import type formats from './locales/en/formats.json';
import type backup from './locales/en/backup.json';
import type solo from './locales/en/solo.json';
import type mapping from './locales/en/mapping.json';
import type playflow from './locales/en/playflow.json';
import type scripts from './locales/en/scripts.json';
import type online from './locales/en/online.json';
import type share from './locales/en/share.json';
import type { ENGINE_RESOURCES } from '../../engine/i18n/resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof ENGINE_RESOURCES)['en'] & {
      common: typeof common;
      cards: typeof cards;
      play: typeof play;
      decks: typeof decks;
      formats: typeof formats;
      backup: typeof backup;
      solo: typeof solo;
      mapping: typeof mapping;
      playflow: typeof playflow;
      scripts: typeof scripts;
      online: typeof online;
      share: typeof share;
    };
  }
}
