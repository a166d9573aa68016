/** The game so far in plain words, newest at the bottom, as the viewing seat saw it. */
import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../engine/i18n/message';
import { useCardName, useMessage } from '../../../i18n/hooks';
import type { Card } from '../../../../engine/cards/model';
import type { LogCard } from '../../../../engine/core/log';
import { useCardZoom } from '../../../ui/CardZoom';
import { lineTeller } from './toldLines';
import './gameLogWhy.css';

export interface LogLine {
  text: string;
  /** The cards the line names (the first of a run of equal lines). */
  cards: LogCard[];
  /** The same line this many times in a row (seven hidden draws read as one line, ×7). */
  times: number;
  /** What is behind the line, shown one click away (the computer's figures and the question it answered). */
  details?: string;
}

/** A run of equal lines, read from its first line's place in the log (`first`, also its key). */
export interface LineRun {
  first: number;
  text: string;
  times: number;
  details?: string;
}

/**
 * The last `max` runs of the `count` lines, read from the end: only the lines shown are told,
 * so a move late in a long game costs what one early in it does. A run keeps the first line
 * of its equal lines, however many are shown.
 */
export function lastRuns(
  count: number,
  textOf: (i: number) => string,
  detailsAt: (i: number) => string | undefined,
  max = Infinity,
): LineRun[] {
  const runs: LineRun[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const text = textOf(i);
    const details = detailsAt(i);
    const run = runs[runs.length - 1];
    if (run && run.text === text && run.details === details) {
      run.times++;
      run.first = i;
      continue;
    }
    if (runs.length === max) break;
    runs.push({ first: i, text, times: 1, details });
  }
  return runs.reverse();
}

export function collapseLog(
  lines: readonly string[],
  cards: readonly LogCard[][] = [],
  details: readonly (string | undefined)[] = [],
): LogLine[] {
  return lastRuns(
    lines.length,
    (i) => lines[i],
    (i) => details[i],
  ).map(({ first, text, times, details: why }) => ({ text, cards: cards[first] ?? [], times, details: why }));
}

/** A line's details: the computer's note (`ai:said`) carries them as its `details` message (engine/ai/levels.ts). */
export function detailsOf(msg: Message | null | undefined): Message | null {
  const details = msg?.key === 'ai:said' ? msg.params?.details : undefined;
  return details && typeof details === 'object' && 'key' in details ? (details as Message) : null;
}

/**
 * The line split at each card it names, so a name can be pointed at to show its card. Longer
 * names are matched first ("Zaku II Kai" before "Zaku II").
 */
export function nameParts(text: string, cards: readonly LogCard[]): (string | LogCard)[] {
  if (!cards.length) return [text];
  const byLength = [...cards].sort((a, b) => b.name.length - a.name.length);
  const out: (string | LogCard)[] = [];
  let rest = text;
  while (rest) {
    let first: { at: number; card: LogCard } | null = null;
    for (const card of byLength) {
      const at = card.name ? rest.indexOf(card.name) : -1;
      if (at >= 0 && (first === null || at < first.at)) first = { at, card };
    }
    if (!first) break;
    if (first.at > 0) out.push(rest.slice(0, first.at));
    out.push(first.card);
    rest = rest.slice(first.at + first.card.name.length);
  }
  if (rest) out.push(rest);
  return out;
}

/**
 * `cardOf` finds the printed card a line names; pointing at the name shows it large beside the
 * pointer (floating, so the side panel does not move under the pointer).
 */
interface Props {
  lines: string[];
  /** Per line, the line as a message for the interface language (null: show the English line). */
  messages?: (Message | null)[];
  cards?: LogCard[][];
  cardOf?: (key: string) => Card | undefined;
}

/** Lines shown: the newest. */
const SHOWN = 300;
const NO_CARDS: LogCard[] = [];

export function GameLog({ lines, messages, cards, cardOf }: Props) {
  const { t } = useTranslation('play');
  const tell = useMessage();
  const { zoom, zoomProps } = useCardZoom();
  const ref = useRef<HTMLOListElement>(null);
  // Lines in the interface language; each line told once per language (toldLines.ts).
  const teller = useMemo(() => lineTeller(tell), [tell]);
  const runs = useMemo(
    () =>
      lastRuns(
        lines.length,
        (i) => teller([lines[i]], [messages?.[i] ?? null])[0],
        (i) => {
          const d = detailsOf(messages?.[i]);
          return d ? tell(d) : undefined;
        },
        SHOWN,
      ),
    [lines, messages, teller, tell],
  );
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section className="pf-side-panel pf-log-panel" aria-label={t('log.label')}>
      <h3>{t('log.title')}</h3>
      <ol ref={ref} className="pf-log" aria-live="polite" data-testid="game-log">
        {runs.map((run) => (
          <LogRow
            key={run.first}
            text={run.text}
            times={run.times}
            details={run.details}
            cards={cards?.[run.first] ?? NO_CARDS}
            cardOf={cardOf}
            zoomProps={zoomProps}
          />
        ))}
      </ol>
      {zoom}
    </section>
  );
}

interface RowProps {
  text: string;
  times: number;
  details?: string;
  /** The cards the line names, as the log holds them (the same array from move to move). */
  cards: LogCard[];
  cardOf?: (key: string) => Card | undefined;
  zoomProps: ReturnType<typeof useCardZoom>['zoomProps'];
}

/** One line of the log; memoised, so a move draws only the lines it added (the log only grows). */
const LogRow = memo(function LogRow({ text, times, details, cards, cardOf, zoomProps }: RowProps) {
  const { t } = useTranslation('play');
  const localName = useCardName();
  const named = cards.map((c) => {
    const card = cardOf?.(c.key);
    return card ? { ...c, name: localName(card) } : c;
  });
  const parts = nameParts(text, named).map((part, i) => {
    if (typeof part === 'string') return part;
    const card = cardOf?.(part.key);
    return card ? (
      <span key={i} className="pf-log-card" data-card-key={part.key} {...zoomProps(card)}>
        {part.name}
      </span>
    ) : (
      part.name
    );
  });
  const count = times > 1 && (
    <span className="pf-log-times" aria-label={t('log.times', { count: times })}>
      {' '}
      ×{times}
    </span>
  );
  return (
    <li>
      {details ? (
        // The computer's short line; its figures one click away (issue 47).
        <details className="pf-log-why">
          <summary title={t('log.why')}>
            {parts}
            {count}
          </summary>
          <p data-testid="log-details">{details}</p>
        </details>
      ) : (
        <>
          {parts}
          {count}
        </>
      )}
    </li>
  );
});
