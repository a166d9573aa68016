/**
 * Every Gundam War special effect, one file each, in the order of the Advanced Rules' chapter 21
 * (which is also the order their sortie checks are asked in). This file stands above them all:
 * module.ts installs the table built here (`installKeywords`), and the rules read special effects
 * through it (keywords/index.ts).
 */
import { HIGH_MOBILITY } from './high-mobility';
import { WATER } from './water';
import { DESERT } from './desert';
import { RAID } from './raid';
import { SWIFT_STRIKE } from './swift-strike';
import { VULTURE } from './vulture';
import { SPACE_BATTLE } from './space-battle';
import { SPECIAL_SHIELD } from './special-shield';
import { PSYCOMMU } from './psycommu';
import { AREA_WEAPON } from './area-weapon';
import { ATMOSPHERIC_ENTRY } from './atmospheric-entry';
import { MULTIPLE } from './multiple';
import { TEAM } from './team';
import { CHANGE } from './change';
import { DISMANTLE } from './dismantle';
import { PS_ARMOR } from './ps-armor';
import { TRANSFORMER } from './transformer';
import { CRUISER } from './cruiser';
import { BASE } from './base';
import { SUPPORT } from './support';
import { CRUISER_USE_MODIFICATION } from './cruiser-use-modification';
import { RESUPPLY } from './resupply';
import { MF } from './mf';
import { VARIABLE } from './variable';
import { QUICK } from './quick';
import { RESTRICT_1_TURN } from './restrict-1-turn';
import { EXTRA_COST } from './extra-cost';
import { SUBSTITUTE_COST } from './substitute-cost';
import { PREVENT } from './prevent';
import { RESTRICT_1 } from './restrict-1';
import { RESTRICT_1_SELF } from './restrict-1-self';
import { RESTRICT_1_DECK } from './restrict-1-deck';
import { SET_CHARACTER } from './set-character';
import { SET_G } from './set-g';
import { TRAIT_WORDS } from './trait-words';
import { POLLUTION_COIN } from './pollution-coin';
import { keywordTable } from './index';

export const KEYWORDS = Object.freeze([
  HIGH_MOBILITY,
  WATER,
  DESERT,
  RAID,
  SWIFT_STRIKE,
  VULTURE,
  SPACE_BATTLE,
  SPECIAL_SHIELD,
  PSYCOMMU,
  AREA_WEAPON,
  ATMOSPHERIC_ENTRY,
  MULTIPLE,
  TEAM,
  CHANGE,
  DISMANTLE,
  PS_ARMOR,
  TRANSFORMER,
  CRUISER,
  BASE,
  SUPPORT,
  CRUISER_USE_MODIFICATION,
  RESUPPLY,
  MF,
  VARIABLE,
  QUICK,
  RESTRICT_1_TURN,
  EXTRA_COST,
  SUBSTITUTE_COST,
  PREVENT,
  RESTRICT_1,
  RESTRICT_1_SELF,
  RESTRICT_1_DECK,
  SET_CHARACTER,
  SET_G,
  TRAIT_WORDS,
  POLLUTION_COIN,
]);

export const KEYWORD_TABLE = keywordTable(KEYWORDS);
