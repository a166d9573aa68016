/**
 * A game session is its setup plus the intent log. Undo/redo move a cursor; dispatching
 * after an undo (or after `goTo` in a replay) drops the undone tail: "continue from here".
 * States are kept per step (they share structure), so undo and replay are instant.
 */
import { withCurrentCardIds } from './legacy-ids';
import { cardsNamed, eventMessage, renderEvent, type LogCard } from './log';
import type { Message } from '../i18n/message';
import type { GameModule } from './module';
import { createGame, type SetupInput } from './setup';
import { step } from './step';
import {
  isManualIntent,
  isRuleError,
  type GameEvent,
  type GameState,
  type Intent,
  type RuleError,
  type Seat,
  type StepResult,
} from './types';
import { refusal, refusalSaid } from './refusal';
import { message } from '../i18n/message';
import { inEnglish } from '../i18n/translate';

export interface SavedGame {
  format: 'sortie-game';
  version: 1;
  setup: SetupInput;
  intents: Intent[];
  cursor: number;
  /**
   * Per intent, a line said about it (the computer opponent's reason), or null; absent in older
   * saves. A message (`ai:said`) told in the reader's language; saves made before reasons were
   * messages hold English text, shown as it is.
   */
  notes?: Note[];
}

/** A line said about a step: a message, or English text (saved games from before messages). */
export type Note = string | Message | null;

export interface HistoryEntry {
  /** Steps taken after this entry; 0 is the setup. `goTo(step)` shows the table right after it. */
  step: number;
  seat: Seat | null;
  intent: string;
  lines: string[];
  /** Per line, the cards it names for the viewer (to show a card when its name is pointed at). */
  cards: LogCard[][];
  /** Per line, the line as a message for the reader's language, or null where it is English only. */
  messages: (Message | null)[];
  override: boolean;
  /** True for entries after the cursor (undone, redo-able). */
  undone: boolean;
}

export class Session {
  private states: GameState[];
  private events: GameEvent[][];
  private intents: Intent[] = [];
  private notes: Note[] = [];
  /** Notes told in English, kept: telling one costs more than the rest of a step's history. */
  private told = new WeakMap<Message, string>();
  private cursor = 0;

  private constructor(
    readonly module: GameModule,
    readonly setup: SetupInput,
    first: GameState,
    firstEvents: GameEvent[],
  ) {
    this.states = [first];
    this.events = [firstEvents];
  }

  static create(module: GameModule, setup: SetupInput): Session | RuleError {
    const started = createGame(module, setup);
    if (isRuleError(started)) return started;
    return new Session(module, setup, started.state, started.events);
  }

  /** Rebuilds a saved game by replaying its log; a broken log is refused whole, naming the step. */
  static load(module: GameModule, saved: SavedGame): Session | RuleError {
    if (saved?.format !== 'sortie-game' || saved.version !== 1) return refusal(message('core:refuse.notSaved'));
    if (saved.setup.game !== module.id)
      return refusal(
        message('core:refuse.otherGame', {
          saved: message(`games:${saved.setup.game}`),
          game: message(`games:${module.id}`),
        }),
      );
    const session = Session.create(module, saved.setup);
    if (isRuleError(session)) return session;
    for (let i = 0; i < saved.intents.length; i++) {
      // Logs saved before card ids became `0`, `1`… name cards `c0`, `c1`….
      const r = session.dispatch(withCurrentCardIds(session.state, saved.intents[i]), saved.notes?.[i] ?? null);
      if (isRuleError(r)) {
        const out = refusal(
          message('core:refuse.stepFails', { n: i + 1, type: saved.intents[i].type, error: refusalSaid(r) }),
          r.ruleMsg,
        );
        if (!r.ruleMsg && r.rule !== undefined) out.rule = r.rule;
        return out;
      }
    }
    session.cursor = Math.max(0, Math.min(saved.cursor, saved.intents.length));
    return session;
  }

  get state(): GameState {
    return this.states[this.cursor];
  }

  get position(): { cursor: number; length: number } {
    return { cursor: this.cursor, length: this.intents.length };
  }

  /** The step `intent` would make now, without recording it (the state is never changed in place). */
  tryStep(intent: Intent): StepResult {
    return step(this.module, this.state, intent, true);
  }

  /** `note`: a line to show before the step's own in the history (why the computer moved so). */
  dispatch(intent: Intent, note: Note = null): StepResult {
    const result = step(this.module, this.state, intent);
    if (isRuleError(result)) return result;
    this.intents.length = this.cursor;
    this.notes.length = this.cursor;
    this.notes.push(note);
    this.states.length = this.cursor + 1;
    this.events.length = this.cursor + 1;
    this.intents.push(intent);
    this.states.push(result.state);
    this.events.push(result.events);
    this.cursor += 1;
    return result;
  }

  undo(): boolean {
    if (this.cursor === 0) return false;
    this.cursor -= 1;
    return true;
  }

  redo(): boolean {
    if (this.cursor >= this.intents.length) return false;
    this.cursor += 1;
    return true;
  }

  /** Moves the cursor to any recorded step (replay); the next dispatch branches from there. */
  goTo(stepIndex: number): boolean {
    if (!Number.isInteger(stepIndex) || stepIndex < 0 || stepIndex > this.intents.length) return false;
    this.cursor = stepIndex;
    return true;
  }

  stateAt(stepIndex: number): GameState | null {
    return this.states[stepIndex] ?? null;
  }

  /**
   * The log as `viewer` saw it, step by step: steps `from` up to but not including `to` (a
   * table that holds the earlier steps already asks only for the new ones).
   */
  history(viewer: Seat | null, from = 0, to = this.events.length): HistoryEntry[] {
    const players = this.setup.seats.map((s, n) => s.name || `Player ${n + 1}`);
    return this.events.slice(from, to).map((events, at) => {
      const i = from + at;
      const intent = i === 0 ? null : this.intents[i - 1];
      const note = i === 0 ? null : this.notes[i - 1];
      const lines = events.map((e) => (e.override ? 'Override: ' : '') + renderEvent(e, players, viewer));
      const cards = events.map((e) => cardsNamed(e, players, viewer));
      const messages = events.map((e) => eventMessage(e, players, viewer, this.states[i].catalog));
      return {
        step: i,
        seat: intent ? intent.seat : null,
        intent: intent ? intent.type : 'setup',
        lines: note ? [this.english(note), ...lines] : lines,
        cards: note ? [[], ...cards] : cards,
        messages: note ? [typeof note === 'string' ? null : note, ...messages] : messages,
        override: intent !== null && isManualIntent(intent) && this.states[i - 1].mode === 'rules',
        undone: i > this.cursor,
      };
    });
  }

  private english(note: string | Message): string {
    if (typeof note === 'string') return note;
    let text = this.told.get(note);
    if (text === undefined) this.told.set(note, (text = inEnglish(note)));
    return text;
  }

  save(): SavedGame {
    const saved: SavedGame = {
      format: 'sortie-game',
      version: 1,
      setup: this.setup,
      intents: [...this.intents],
      cursor: this.cursor,
    };
    if (this.notes.some((n) => n !== null)) saved.notes = [...this.notes];
    return saved;
  }
}
