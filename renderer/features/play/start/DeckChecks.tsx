/**
 * The start screen's word on the chosen decks (deckChecks.ts): a deck the table cannot deal,
 * with the rule; a deck not legal for the game, with the validator's first problems and their
 * rulebook sections, and the "play anyway" tick that lets it be dealt to test.
 */
import { useTranslation } from 'react-i18next';
import { useFormatWords, useMessage } from '../../../i18n/hooks';
import type { GameId } from '../../../../engine/cards/model';
import { gameFormat } from '../../../../engine/decks/formats';
import { illegalDecks, type DeckCheck } from './deckChecks';

/** Problems shown per deck; the rest are counted (the deck builder's Problems tab lists them all). */
const SHOWN = 3;

interface Props {
  game: GameId;
  checks: readonly DeckCheck[];
  anyway: boolean;
  onAnyway(on: boolean): void;
}

export function DeckChecks({ game, checks, anyway, onAnyway }: Props) {
  const { t } = useTranslation(['play', 'rules']);
  const tell = useMessage();
  const words = useFormatWords();
  const format = words.name(gameFormat(game));
  const refused = checks.filter((c) => c.refused);
  const illegal = checks.filter((c) => !c.refused && c.violations.length > 0);
  if (!refused.length && !illegal.length) return null;
  return (
    <div className="pf-deck-checks" data-testid="deck-checks">
      {refused.map(({ deck, refused: why }) => (
        <div key={deck.id} className="pf-error" role="alert">
          <strong>{t('deckCheck.refused')}</strong> {tell(why!.detail)}
          {words.citation(why!) && <cite>{words.citation(why!)}</cite>}
        </div>
      ))}
      {illegal.map(({ deck, violations }) => (
        <div key={deck.id} className="pf-warn" role="status">
          <strong>{t('deckCheck.notLegal', { deck: deck.name, format })}</strong>
          <ul>
            {violations.slice(0, SHOWN).map((v, i) => (
              <li key={i}>
                {t('deckCheck.problem', { rule: t(`rules:name.${v.rule}`), detail: tell(v.detail) })}
                {words.citation(v) && <cite>{words.citation(v)}</cite>}
              </li>
            ))}
          </ul>
          {violations.length > SHOWN && (
            <p className="pf-dim">{t('deckCheck.more', { count: violations.length - SHOWN })}</p>
          )}
        </div>
      ))}
      {illegalDecks(checks).length > 0 && (
        <label className="pf-check">
          <input type="checkbox" checked={anyway} onChange={(e) => onAnyway(e.target.checked)} />
          {t('deckCheck.anyway', { count: illegal.length })}
        </label>
      )}
    </div>
  );
}
