/** Drag ids and what a drop means: add from results, move between sections, or remove. */
import type { Section } from '../../../../engine/decks/edit';

export type DragSource = { from: 'result' | Section; number: string };
export type DropTarget = Section | 'remove' | null;

export const dragId = (source: DragSource) => `${source.from}|${source.number}`;

export function parseDragId(id: string | number): DragSource | undefined {
  const [from, ...rest] = String(id).split('|');
  if (from !== 'result' && from !== 'main' && from !== 'side') return undefined;
  return { from, number: rest.join('|') };
}

export type DropAction = { kind: 'add'; to: Section } | { kind: 'move'; from: Section } | { kind: 'remove'; from: Section } | { kind: 'none' };

export function dropAction(source: DragSource, target: DropTarget): DropAction {
  if (source.from === 'result') return target === 'main' || target === 'side' ? { kind: 'add', to: target } : { kind: 'none' };
  if (target === source.from) return { kind: 'none' };
  if (target === 'main' || target === 'side') return { kind: 'move', from: source.from };
  return { kind: 'remove', from: source.from };
}

export const SECTION_LABEL: Record<Section, string> = { main: 'main deck', side: 'side deck' };
