/**
 * The goldfish kill clock on the table: the dummy opponent's pile (Nation / Supply Base) with
 * what is left of it, the damage dealt this turn, in all and turn by turn, what it drew, and —
 * once it is beaten — the turn the game was won on (engine/core/dummy.ts keeps the figures).
 */
import { useTranslation } from 'react-i18next';
import { DUMMY_PILE } from '../../../../engine/core/dummy';
import type { Dummy } from '../../../../engine/core/types';
import { zoneLabel } from '../panels/stepNames';
import type { TableView } from './model';

export function DummyPanel({ view, dummy }: { view: TableView; dummy: Dummy }) {
  const { t } = useTranslation('play');
  const pile = zoneLabel(view.game, DUMMY_PILE[view.game]);
  const total = dummy.damage.reduce((a, b) => a + b, 0);
  const thisTurn = dummy.damage[view.turn - 1] ?? 0;
  const won = view.over && view.winner === 0 && dummy.endedOn !== null;
  const turns = Math.max(dummy.damage.length, Math.min(view.turn, dummy.endedOn ?? view.turn));
  const most = Math.max(1, ...dummy.damage);
  return (
    <section className={`pf-dummy${won ? ' won' : ''}`} aria-label={t('dummy.label')} data-testid="dummy">
      <header className="pf-dummy-head">
        <strong>{t('dummy.title')}</strong>
        <span
          className="pf-dummy-pile"
          data-testid="dummy-left"
          data-value={dummy.left}
          aria-label={t('dummy.leftLabel', { pile, left: dummy.left, count: dummy.pile })}
        >
          {pile}
          <span className="pf-dummy-bar" aria-hidden>
            <span style={{ width: `${(100 * dummy.left) / Math.max(1, dummy.pile)}%` }} />
          </span>
          <strong>{t('dummy.left', { left: dummy.left, count: dummy.pile })}</strong>
        </span>
        <span data-testid="dummy-this-turn" data-value={thisTurn}>
          {t('dummy.thisTurn')} <strong>{thisTurn}</strong>
        </span>
        <span data-testid="dummy-total" data-value={total}>
          {t('dummy.total')} <strong>{total}</strong>
        </span>
        <span className="pf-dim">{t('dummy.drawn', { count: dummy.drawn })}</span>
        {view.game === 'ms-war' && (
          <span className="pf-dim">{t('dummy.warExperience', { count: dummy.warExperience })}</span>
        )}
        {won && (
          <span className="pf-dummy-won" role="status" data-testid="dummy-won">
            {t('dummy.wonOn', { turn: dummy.endedOn })}
          </span>
        )}
      </header>
      {turns > 0 && (
        <ol className="pf-dummy-turns" aria-label={t('dummy.byTurn')}>
          {Array.from({ length: turns }, (_, i) => {
            const dealt = dummy.damage[i] ?? 0;
            return (
              <li
                key={i}
                data-testid={`dummy-turn-${i + 1}`}
                data-value={dealt}
                className={i + 1 === view.turn ? 'now' : ''}
                title={t('dummy.turnTitle', { turn: i + 1, count: dealt })}
              >
                <span className="pf-dummy-col" aria-hidden>
                  <span style={{ height: `${(100 * dealt) / most}%` }} />
                </span>
                <strong>{dealt}</strong>
                <span className="pf-dim">{t('dummy.turnShort', { turn: i + 1 })}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
