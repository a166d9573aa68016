/** The game so far in plain words, newest at the bottom, as the viewing seat saw it. */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
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

export function collapseLog(
  lines: readonly string[],
  cards: readonly LogCard[][] = [],
  details: readonly (string | undefined)[] = [],
): LogLine[] {
  const out: LogLine[] = [];
  lines.forEach((text, i) => {
    const last = out[out.length - 1];
    if (last?.text === text && last.details === details[i]) last.times++;
    else out.push({ text, cards: cards[i] ?? [], times: 1, details: details[i] });
  });
  return out;
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

export function GameLog({ lines, messages, cards, cardOf }: Props) {
  const { t } = useTranslation('play');
  const tell = useMessage();
  const localName = useCardName();
  const { zoom, zoomProps } = useCardZoom();
  const ref = useRef<HTMLOListElement>(null);
  // Lines and the card names in them, in the interface language; each line told once per language (toldLines.ts).
  const teller = useMemo(() => lineTeller(tell), [tell]);
  const told = useMemo(() => teller(lines, messages), [teller, lines, messages]);
  const named = useMemo(
    () =>
      cards?.map((row) =>
        row.map((c) => {
          const card = cardOf?.(c.key);
          return card ? { ...c, name: localName(card) } : c;
        }),
      ),
    [cards, cardOf, localName],
  );
  const details = useMemo(
    () =>
      messages?.map((m) => {
        const d = detailsOf(m);
        return d ? tell(d) : undefined;
      }) ?? [],
    [messages, tell],
  );
  const shown = useMemo(() => collapseLog(told, named, details).slice(-300), [told, named, details]);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  const render = (line: LogLine): ReactNode =>
    nameParts(line.text, line.cards).map((part, i) => {
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
  return (
    <section className="pf-side-panel pf-log-panel" aria-label={t('log.label')}>
      <h3>{t('log.title')}</h3>
      <ol ref={ref} className="pf-log" aria-live="polite" data-testid="game-log">
        {shown.map((line, i) => {
          const times = line.times > 1 && (
            <span className="pf-log-times" aria-label={t('log.times', { count: line.times })}>
              {' '}
              ×{line.times}
            </span>
          );
          return (
            <li key={i}>
              {line.details ? (
                // The computer's short line; its figures one click away (issue 47).
                <details className="pf-log-why">
                  <summary title={t('log.why')}>
                    {render(line)}
                    {times}
                  </summary>
                  <p data-testid="log-details">{line.details}</p>
                </details>
              ) : (
                <>
                  {render(line)}
                  {times}
                </>
              )}
            </li>
          );
        })}
      </ol>
      {zoom}
    </section>
  );
}
