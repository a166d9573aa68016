/**
 * Every Gundam War special effect, one file each, loaded in the order of the Advanced Rules'
 * chapter 21 (which is also the order their sortie checks are asked in). module.ts imports this
 * file: loading it fills the registry the rules read special effects through (keywords/index.ts).
 */
import './high-mobility';
import './water';
import './desert';
import './raid';
import './swift-strike';
import './vulture';
import './space-battle';
import './special-shield';
import './psycommu';
import './area-weapon';
import './atmospheric-entry';
import './multiple';
import './team';
import './change';
import './dismantle';
import './ps-armor';
import './transformer';
import './cruiser';
import './base';
import './support';
import './cruiser-use-modification';
import './resupply';
import './mf';
import './variable';
import './quick';
import './restrict-1-turn';
import './extra-cost';
import './substitute-cost';
import './prevent';
import './restrict-1';
import './restrict-1-self';
import './restrict-1-deck';
import './set-character';
import './set-g';
import './trait-words';
import './pollution-coin';
