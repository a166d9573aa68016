/**
 * The start screen: pick a game, goldfish, hotseat or solo against the computer,
 * rules-assisted or free, and the
 * deck(s) — the user's own from the deck builder, or the bundled demo decks — or resume
 * an interrupted game.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type SavedGame } from '../../../db/db';
import { engine } from '../../../engine/client';
import { GAME_IDS } from '../../../../engine/cards/model';
import { demoDecks } from './demoDecks';
import { seatsOf, type ChosenDeck, type GameChoice } from '../session/setup';
import { loadStartChoice, saveStartChoice, type StartChoice } from './startChoice';
import { ComputerLevel, ComputerMoreOptions, thinkMsOf } from '../solo/ComputerOptions';
import { NumberField } from '../../../ui/NumberField';
import { defaultDummyPile, DUMMY_PILE } from '../../../../engine/core/dummy';
import { zoneLabel } from '../panels/stepNames';
import { createCatalog } from '../../../../engine/decks/catalog';
import { gameCards } from './useOpeningTable';
import { anywayKey, checkDecks, deckHold, type CheckedDeck } from './deckChecks';
import { DeckChecks } from './DeckChecks';
import { SkippedCards } from './SkippedCards';
import { ResumeList } from './ResumeList';

interface Props {
  onStart(choice: GameChoice): void;
  onResume(record: SavedGame): void;
  /** Opens a game file (saved here or on another computer) into Replay. */
  onOpenFile(): void;
  error: string | null;
}

export function StartPanel({ onStart, onResume, onOpenFile, error }: Props) {
  const { t } = useTranslation(['play', 'games', 'solo', 'playflow']);
  // The user's choice outlives the screen (it unmounts while a game is on the table): startChoice.ts.
  const [kept, setKept] = useState(loadStartChoice);
  useEffect(() => saveStartChoice(kept), [kept]);
  const keep =
    <K extends keyof StartChoice>(key: K) =>
    (value: StartChoice[K]) =>
      setKept((k) => ({ ...k, [key]: value }));
  const { game, mode, rules: rulesWanted, strict, computer, think: thinkText } = kept;
  const setGame = keep('game');
  const setMode = keep('mode');
  const setRules = keep('rules');
  const setStrict = keep('strict');
  const setComputer = keep('computer');
  const setThinkText = keep('think');
  const setPlayers = keep('players');
  const [hasRules, setHasRules] = useState<Record<string, boolean>>({});
  const [openingHand, setOpeningHand] = useState<Record<string, number>>({});
  // Until the engine has said which games it has rules for, and the saved decks are read, the
  // defaults (rules-assisted, the decks offered per seat) are not known yet: a Start taken then
  // would deal another game than the one the screen settles on a moment later.
  const [gamesKnown, setGamesKnown] = useState(false);
  const stored = useLiveQuery(() => db.decks.where('game').equals(game).toArray(), [game]);
  const userDecks = useMemo(() => stored ?? [], [stored]);
  const decks: (ChosenDeck & CheckedDeck & { demo: boolean })[] = useMemo(
    () => [
      ...userDecks.map((d) => ({ id: d.id, name: d.name, main: d.main, side: d.side, demo: false })),
      ...demoDecks(game, (key, params) => t(key as never, params) as string).map((d) => ({ ...d, demo: true })),
    ],
    [userDecks, game, t],
  );
  const setPicked = (f: (was: string[]) => string[]) =>
    setKept((k) => ({ ...k, decks: { ...k.decks, [k.game]: f(k.decks[k.game] ?? []) } }));
  // Unnamed players are "Player N" in the interface language until the user types a name.
  const typed = kept.players;
  const players = typed.map((name, i) => name ?? t('start.player', { n: i + 1 }));
  const [seedText, setSeedText] = useState('');
  const thinkMs = thinkMsOf(thinkText);
  const solo = mode === 'solo';
  const seed = /^\d{1,9}$/.test(seedText.trim()) ? Number(seedText.trim()) : undefined;
  const seedBad = seedText.trim() !== '' && seed === undefined;
  const [goalText, setGoalText] = useState('');

  useEffect(() => {
    void engine()
      .games()
      .then((games) => {
        setHasRules(Object.fromEntries(games.map((g) => [g.id, g.hasRules])));
        setOpeningHand(Object.fromEntries(games.map((g) => [g.id, g.layout.openingHand])));
        setGamesKnown(true);
      });
  }, []);
  // Rules-assisted is the default wherever the engine has the game's rules.
  const rules = rulesWanted ?? !!hasRules[game];
  // A rules goldfish game plays against a dummy opponent whose pile may be set; a manual Gundam
  // War table offers a damage tally instead (an M.S. War table has War Experience to win by).
  const againstDummy = mode === 'goldfish' && rules && !!hasRules[game];
  const goalOffered = againstDummy || (game === 'gundam-war' && mode === 'goldfish');
  const pileName = zoneLabel(game, DUMMY_PILE[game]);
  const dummyDefault = defaultDummyPile(openingHand[game] ?? 0);
  const goal =
    goalOffered && /^\d{1,3}$/.test(goalText.trim()) && Number(goalText.trim()) > 0
      ? Number(goalText.trim())
      : undefined;
  const goalBad = goalOffered && goalText.trim() !== '' && goal === undefined;
  const seatsNeeded = seatsOf(mode);
  // The computer plays by the rules engine: solo is offered where the engine has the game's rules.
  const soloBad = solo && gamesKnown && !hasRules[game];
  // The game's cards (the demo sets and the user's library), for checking the chosen decks.
  const read = useLiveQuery(() => gameCards(game), [game]);
  const catalog = useMemo(() => read && createCatalog(game, read.cards), [read, game]);
  const loading = !gamesKnown || stored === undefined || !catalog;
  const pickedHere = kept.decks[game];
  const chosen = useMemo(
    () =>
      Array.from(
        { length: seatsNeeded },
        (_, i) => decks.find((d) => d.id === pickedHere?.[i]) ?? decks[Math.min(i, decks.length - 1)],
      ),
    [decks, pickedHere, seatsNeeded],
  );
  const rulesOn = solo || (rules && !!hasRules[game]);
  const checks = useMemo(
    () => (catalog ? checkDecks(chosen.filter(Boolean), game, rulesOn, catalog) : []),
    [catalog, chosen, game, rulesOn],
  );
  // "Play anyway" is given for the decks on screen when it was ticked, not for whichever come next.
  const [anywayFor, setAnywayFor] = useState<string | null>(null);
  const anyway = anywayFor !== null && anywayFor === anywayKey(checks);
  const hold = deckHold(checks, anywayFor);

  const names =
    mode === 'hotseat'
      ? players
      : solo
        ? [players[0], t('solo:computer')]
        : [chosen[0]?.name ?? t('start.player', { n: 1 })];
  const ai = solo ? { ai: { ...computer, ...(thinkMs ? { thinkMs } : {}) } } : {};
  const strictOn = strict && (solo || (rules && !!hasRules[game])) ? { strict: true } : {};
  const start = () =>
    onStart({
      game,
      mode,
      rules: rulesOn,
      ...strictOn,
      decks: chosen.filter(Boolean),
      players: names,
      seed,
      ...(goal !== undefined ? { goal } : {}),
      ...ai,
    });

  return (
    <div className="pf-start">
      <ResumeList onResume={onResume} />
      <section className="pf-card-panel" aria-labelledby="new-title">
        <h2 id="new-title">{t('start.new')}</h2>
        <div className="pf-form">
          <fieldset className="pf-seg">
            <legend>{t('start.game')}</legend>
            {GAME_IDS.map((id) => (
              <label key={id} className={game === id ? 'on' : ''}>
                <input type="radio" name="game" value={id} checked={game === id} onChange={() => setGame(id)} />
                {t(`games:${id}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className="pf-seg">
            <legend>{t('start.mode')}</legend>
            {(['goldfish', 'hotseat', 'solo'] as const).map((m) => (
              <label key={m} className={mode === m ? 'on' : ''}>
                <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
                {m === 'goldfish' ? t('start.goldfish') : m === 'hotseat' ? t('start.hotseat') : t('solo:mode')}
              </label>
            ))}
          </fieldset>
          {solo && <ComputerLevel value={computer} onChange={setComputer} />}
          {/* Kept out of sight (its place kept) until the engine has said which games it has rules
              for: till then the box would show unticked, then tick itself under the user's hand. */}
          <label className="pf-check" style={gamesKnown ? undefined : { visibility: 'hidden' }}>
            <input
              type="checkbox"
              checked={rulesOn}
              disabled={!hasRules[game] || solo}
              onChange={(e) => setRules(e.target.checked)}
            />
            {t('start.rules')} {solo ? t('solo:rulesHint') : hasRules[game] ? t('start.rulesOn') : t('start.rulesOff')}
          </label>
          {rules && hasRules[game] && (
            <label className="pf-check">
              <input type="checkbox" checked={strict} onChange={(e) => setStrict(e.target.checked)} />
              {t('playflow:start.strict')}
            </label>
          )}
          {Array.from({ length: seatsNeeded }, (_, i) => (
            <div key={i} className="pf-seat-pick">
              {(mode === 'hotseat' || (solo && i === 0)) && (
                <label>
                  {solo ? t('solo:yourName') : t('start.player', { n: i + 1 })}
                  <input
                    value={players[i]}
                    onChange={(e) => setPlayers(typed.map((x, j) => (j === i ? e.target.value : x)))}
                  />
                </label>
              )}
              <label>
                {solo
                  ? t(i === 0 ? 'solo:yourDeck' : 'solo:computerDeck')
                  : mode === 'hotseat'
                    ? t('start.deck')
                    : t('start.deckGoldfish')}
                <select
                  aria-label={t('start.deckFor', { n: i + 1 })}
                  value={chosen[i]?.id ?? ''}
                  onChange={(e) =>
                    setPicked((p) => {
                      const n = [...p];
                      n[i] = e.target.value;
                      return n;
                    })
                  }
                >
                  {userDecks.length > 0 && (
                    <optgroup label={t('start.yourDecks')}>
                      {decks
                        .filter((d) => !d.demo)
                        .map((d) => (
                          <option key={d.id} value={d.id}>
                            {d.name}
                          </option>
                        ))}
                    </optgroup>
                  )}
                  <optgroup label={t('start.demoDecks')}>
                    {decks
                      .filter((d) => d.demo)
                      .map((d) => (
                        <option key={d.id} value={d.id}>
                          {d.name}
                        </option>
                      ))}
                  </optgroup>
                </select>
              </label>
            </div>
          ))}
          {userDecks.length === 0 && <p className="pf-dim">{t('start.noDecks', { game: t(`games:${game}`) })}</p>}
          <SkippedCards skipped={read?.skipped ?? []} />
          <DeckChecks
            game={game}
            checks={checks}
            anyway={anyway}
            onAnyway={(on) => setAnywayFor(on ? anywayKey(checks) : null)}
          />
          <details className="pf-more">
            <summary>{t('start.more')}</summary>
            <NumberField
              id="seed-hint"
              label={t('start.seed')}
              value={seedText}
              onChange={setSeedText}
              placeholder={t('start.random')}
              bad={seedBad}
              hint={t('start.seedHint')}
              badHint={t('start.seedBad')}
            />
            {solo && (
              <ComputerMoreOptions
                value={computer}
                onChange={setComputer}
                thinkText={thinkText}
                onThinkText={setThinkText}
              />
            )}
            {goalOffered && (
              <NumberField
                id="goal-hint"
                label={againstDummy ? t('start.dummyPile', { pile: pileName }) : t('start.goal')}
                value={goalText}
                onChange={setGoalText}
                placeholder={againstDummy ? String(dummyDefault) : t('start.off')}
                bad={goalBad}
                hint={
                  againstDummy ? t('start.dummyHint', { pile: pileName, count: dummyDefault }) : t('start.goalHint')
                }
                badHint={againstDummy ? t('start.dummyBad') : t('start.goalBad')}
              />
            )}
          </details>
          {soloBad && (
            <p className="pf-error" role="alert">
              {t('solo:noRules', { game: t(`games:${game}`) })}
            </p>
          )}
          {error && (
            <p className="pf-error" role="alert">
              {error}
            </p>
          )}
          <div>
            <button
              type="button"
              className="btn primary"
              onClick={start}
              disabled={
                loading ||
                chosen.some((d) => !d) ||
                seedBad ||
                goalBad ||
                soloBad ||
                (solo && thinkMs === null) ||
                !!hold
              }
              aria-describedby={hold ? 'start-held' : undefined}
            >
              {t('start.startGame')}
            </button>{' '}
            <button type="button" className="btn" onClick={onOpenFile} title={t('playflow:start.openFileHint')}>
              {t('playflow:start.openFile')}
            </button>
            {hold && (
              <p id="start-held" className="pf-dim pf-held">
                {hold.kind === 'refused'
                  ? t('deckCheck.why.refused', { deck: hold.deck.name })
                  : t('deckCheck.why.illegal', { count: hold.decks.length })}
              </p>
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
