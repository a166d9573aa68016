/**
 * Swift Strike (ch. 21; Preemptive Attack): when every Unit of a squad has it, its battle
 * damage is dealt at Swift Strike Timing, before normal damage (battle.ts deals it; flow.ts asks
 * the squad). A squad effect.
 */
import { defineKeyword } from './index';

export const SWIFT_STRIKE = defineKeyword({
  kind: 'swift-strike',
  names: ['swift-strike', 'preemptive-strike'],
  squad: true,
  battle: { strikesFirst: true },
});
