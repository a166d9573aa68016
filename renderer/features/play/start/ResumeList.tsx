/**
 * "Resume a game": every game left unfinished, newest first, each row telling the game apart
 * (its title, the game, the turn, whose move and the phase, when it was last played) with
 * Resume and Delete. The first few are shown; the rest are one click away.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type SavedGame } from '../../../db/db';
import { gameTitle } from '../session/title';
import type { GameChoice } from '../session/setup';
import { phaseLabel } from '../panels/stepNames';
import { useResumeSummaries, type GameStanding } from './useResumeSummaries';

/** Rows shown before "Show N more". */
const FIRST = 5;

/**
 * A saved game's title as it was named when it began, in that language (issue 47: a name is kept
 * in the language it was started in, both ways); worked out from its choice only when it has none.
 */
function titleOf(g: SavedGame): string {
  if (g.title) return g.title;
  const choice = (g.save as { choice?: GameChoice } | null)?.choice;
  return choice ? gameTitle(choice) : '';
}

export function ResumeList({ onResume }: { onResume(record: SavedGame): void }) {
  const { t, i18n } = useTranslation(['play', 'games']);
  const stored = useLiveQuery(
    () =>
      db.games
        .orderBy('updatedAt')
        .reverse()
        .filter((g) => !g.finished)
        .toArray(),
    [],
  );
  const unfinished = useMemo(() => stored ?? [], [stored]);
  const [all, setAll] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const shown = useMemo(() => (all ? unfinished : unfinished.slice(0, FIRST)), [all, unfinished]);
  const standings = useResumeSummaries(shown);
  if (!unfinished.length) return null;

  const standing = (g: SavedGame, s: GameStanding | null | 'unreadable') => {
    if (s === null) return t('resumeRow.reading');
    if (s === 'unreadable') return t('resumeRow.unreadable');
    if (s.over) return t('resumeRow.ended');
    const who = s.player ? t(s.answering ? 'resumeRow.answer' : 'resumeRow.whose', { player: s.player }) : null;
    // Turn 0 is the deal: the opening hands are kept or redrawn before the first turn's phases.
    if (s.turn === 0) return [t('resumeRow.opening'), who].filter(Boolean).join(' · ');
    return [t('resumeRow.turn', { n: s.turn }), who, phaseLabel(g.game, s.phase)].filter(Boolean).join(' · ');
  };

  return (
    <section className="pf-card-panel" aria-labelledby="resume-title">
      <h2 id="resume-title">{t('start.resume')}</h2>
      <ul className="pf-resume" data-testid="resume-list">
        {shown.map((g) => {
          const title = titleOf(g);
          return (
            <li key={g.id} data-testid="resume-row">
              <span className="pf-resume-what">
                {/* A name kept in the language the game began in: data to a reader of the other (e2e/i18n-words.ts). */}
                <strong data-i18n-data="" data-testid="resume-title">
                  {title}
                </strong>
                <span className="pf-dim">
                  {t(`games:${g.game}`)} · <span data-testid="resume-standing">{standing(g, standings[g.id])}</span> ·{' '}
                  <time dateTime={new Date(g.updatedAt).toISOString()}>
                    {new Date(g.updatedAt).toLocaleString(i18n.resolvedLanguage)}
                  </time>
                </span>
              </span>
              {deleting === g.id ? (
                <span className="pf-resume-actions" role="group" aria-label={t('resumeRow.confirmDelete')}>
                  <span>{t('resumeRow.confirmDelete')}</span>
                  <button type="button" className="btn danger" onClick={() => void db.games.delete(g.id)}>
                    {t('resumeRow.yesDelete')}
                  </button>
                  <button type="button" className="btn" onClick={() => setDeleting(null)}>
                    {t('resumeRow.keep')}
                  </button>
                </span>
              ) : (
                <span className="pf-resume-actions">
                  <button type="button" className="btn" onClick={() => onResume(g)}>
                    {t('start.resumeButton')}
                  </button>
                  <button
                    type="button"
                    className="btn"
                    aria-label={t('resumeRow.deleteLabel', { title })}
                    onClick={() => setDeleting(g.id)}
                  >
                    {t('resumeRow.delete')}
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {unfinished.length > FIRST && (
        <button type="button" className="btn pf-resume-more" onClick={() => setAll((a) => !a)}>
          {all ? t('resumeRow.fewer') : t('resumeRow.more', { count: unfinished.length - FIRST })}
        </button>
      )}
    </section>
  );
}
