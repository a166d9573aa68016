/**
 * Two versions of a deck goldfished side by side (the deck's History): a few hundred games of
 * each against the dummy opponent on the same shuffles (paired seeds), their turn-of-kill
 * distributions and opening hands, and the difference with its 95% confidence interval — so a
 * tinkerer knows whether a change helped or was noise. The games run in the engine worker a
 * few at a time, with progress and a Stop button.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Card, GameId } from '../../../../engine/cards/model';
import type { DeckEntry } from '../../../../engine/decks/model';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import { killTurnStats, pairedDifference, type PairedDifference } from '../../../../engine/sim/kill-turns';
import type { GoldfishGame } from '../../../../engine/sim/goldfish';
import { engine } from '../../../engine/client';

const GAME_COUNTS = [50, 200, 500];
/** Games asked of the worker at a time: small enough to show progress and stop soon. */
const CHUNK = 10;
/** One seed for every comparison: the same two versions give the same figures again. */
const SEED = 1;

interface Props {
  game: GameId;
  older: DeckEntry[];
  newer: DeckEntry[];
  olderName: string;
  newerName: string;
  catalog: CardCatalog;
}

type Results = { key: string; a: GoldfishGame[]; b: GoldfishGame[]; games: number };

function cardsOf(catalog: CardCatalog, decks: DeckEntry[][]): Card[] {
  const numbers = new Set(decks.flatMap((d) => d.map((e) => e.number)));
  return [...numbers].flatMap((n) => {
    const card = catalog.byNumber(n);
    return card ? [card] : [];
  });
}

const num = (x: number | null, digits = 1) => (x === null ? '—' : Number.isInteger(x) ? String(x) : x.toFixed(digits));
const signed = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(x).toFixed(2)}`;

export function GoldfishCompare({ game, older, newer, olderName, newerName, catalog }: Props) {
  const { t } = useTranslation('decks');
  const [games, setGames] = useState(200);
  const [kept, setResults] = useState<Results | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stop = useRef(false);
  // Another pair of versions: a run under way stops, and figures of the old pair are not shown.
  const key = JSON.stringify([older, newer]);
  useEffect(() => {
    stop.current = true;
  }, [key]);
  useEffect(() => () => void (stop.current = true), []);

  async function run() {
    stop.current = false;
    setRunning(true);
    setError(null);
    const cards = cardsOf(catalog, [older, newer]);
    const api = engine();
    const a: GoldfishGame[] = [];
    const b: GoldfishGame[] = [];
    try {
      for (let from = 0; from < games && !stop.current; from += CHUNK) {
        const count = Math.min(CHUNK, games - from);
        a.push(...(await api.goldfishGames({ game, deck: older, cards, seed: SEED }, from, count)));
        b.push(...(await api.goldfishGames({ game, deck: newer, cards, seed: SEED }, from, count)));
        if (!stop.current) setResults({ key, a: [...a], b: [...b], games });
      }
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setRunning(false);
    }
  }

  const results = kept?.key === key ? kept : null;
  const sa = results && killTurnStats(results.a.map((g) => g.killTurn));
  const sb = results && killTurnStats(results.b.map((g) => g.killTurn));
  const turns =
    results &&
    pairedDifference(
      results.a.map((g) => g.killTurn),
      results.b.map((g) => g.killTurn),
    );
  const opening =
    results &&
    pairedDifference(
      results.a.map((g) => g.opening),
      results.b.map((g) => g.opening),
    );
  const mean = (xs: GoldfishGame[]) => xs.reduce((s, g) => s + g.opening, 0) / Math.max(1, xs.length);
  const done = results?.a.length ?? 0;
  const most = sa && sb ? Math.max(1, ...sa.byTurn, ...sb.byTurn) : 1;
  const lastTurn = sa && sb ? Math.max(sa.byTurn.length, sb.byTurn.length) : 0;
  const diffText = (d: PairedDifference | null) =>
    d?.ci ? t('history.goldfish.diff', { mean: signed(d.mean), lo: signed(d.ci[0]), hi: signed(d.ci[1]) }) : '—';

  return (
    <section className="goldfish-compare" aria-label={t('history.goldfish.title')} data-testid="goldfish-compare">
      <h3>{t('history.goldfish.title')}</h3>
      <p className="dim">{t('history.goldfish.hint')}</p>
      <div className="goldfish-run">
        <label>
          {t('history.goldfish.games')}
          <select value={games} disabled={running} onChange={(e) => setGames(Number(e.target.value))}>
            {GAME_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        {running ? (
          <button type="button" className="btn small" onClick={() => (stop.current = true)}>
            {t('history.goldfish.stop')}
          </button>
        ) : (
          <button type="button" className="btn small primary" onClick={() => void run()}>
            {t('history.goldfish.run')}
          </button>
        )}
        {results && (
          <span className="dim" role="status" data-testid="goldfish-progress">
            {t('history.goldfish.progress', { done, count: results.games, seed: SEED })}
          </span>
        )}
      </div>
      {error && <p className="error">{error}</p>}
      {results && sa && sb && turns && opening && done > 0 && (
        <>
          <table className="goldfish-table">
            <thead>
              <tr>
                <th />
                <th scope="col">{olderName}</th>
                <th scope="col">{newerName}</th>
                <th scope="col">{t('history.goldfish.change')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('history.goldfish.won')}</th>
                <td>
                  {t('history.goldfish.rate', {
                    kills: sa.kills,
                    games: sa.games,
                    pct: ((100 * sa.kills) / sa.games).toFixed(0),
                  })}
                </td>
                <td>
                  {t('history.goldfish.rate', {
                    kills: sb.kills,
                    games: sb.games,
                    pct: ((100 * sb.kills) / sb.games).toFixed(0),
                  })}
                </td>
                <td />
              </tr>
              <tr data-testid="goldfish-median">
                <th scope="row">{t('history.goldfish.median')}</th>
                <td>{num(sa.median)}</td>
                <td>{num(sb.median)}</td>
                <td />
              </tr>
              <tr>
                <th scope="row">{t('history.goldfish.quartiles')}</th>
                <td>{sa.q1 === null ? '—' : `${num(sa.q1)}–${num(sa.q3)}`}</td>
                <td>{sb.q1 === null ? '—' : `${num(sb.q1)}–${num(sb.q3)}`}</td>
                <td />
              </tr>
              <tr data-testid="goldfish-mean">
                <th scope="row">{t('history.goldfish.mean')}</th>
                <td>{num(sa.mean, 2)}</td>
                <td>{num(sb.mean, 2)}</td>
                <td data-testid="goldfish-difference">{diffText(turns)}</td>
              </tr>
              <tr>
                <th scope="row">{t(`history.goldfish.opening.${game}`)}</th>
                <td>{mean(results.a).toFixed(2)}</td>
                <td>{mean(results.b).toFixed(2)}</td>
                <td>{diffText(opening)}</td>
              </tr>
            </tbody>
          </table>
          <p className="goldfish-verdict" data-testid="goldfish-verdict">
            {!turns.ci
              ? t('history.goldfish.tooFew')
              : turns.ci[1] < 0
                ? t('history.goldfish.sooner', { turns: Math.abs(turns.mean).toFixed(2) })
                : turns.ci[0] > 0
                  ? t('history.goldfish.later', { turns: turns.mean.toFixed(2) })
                  : t('history.goldfish.noise')}
            {turns.unpaired > 0 && ` ${t('history.goldfish.unpaired', { count: turns.unpaired })}`}
          </p>
          <div className="goldfish-bars" aria-label={t('history.goldfish.byTurn')}>
            {Array.from({ length: lastTurn }, (_, i) => (
              <div
                key={i}
                className="goldfish-turn"
                title={t('history.goldfish.turnTitle', { turn: i + 1, a: sa.byTurn[i] ?? 0, b: sb.byTurn[i] ?? 0 })}
              >
                <span className="bars" aria-hidden>
                  <span className="older" style={{ height: `${(100 * (sa.byTurn[i] ?? 0)) / most}%` }} />
                  <span className="newer" style={{ height: `${(100 * (sb.byTurn[i] ?? 0)) / most}%` }} />
                </span>
                <span className="dim">{i + 1}</span>
              </div>
            ))}
          </div>
          <p className="dim goldfish-legend">
            <span className="swatch older" /> {olderName} <span className="swatch newer" /> {newerName} ·{' '}
            {t('history.goldfish.byTurn')}
          </p>
        </>
      )}
    </section>
  );
}
