/**
 * What is on the table, beside the Play screen's name: the game on one line, mode · rules under
 * it, so the whole of it fits beside the header's buttons at 1280 px in both languages (a single
 * line of game · mode · rules was cut to "…" there). Each line still gives way with "…" in a
 * narrower window; the tooltip keeps the whole line.
 */
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../../../engine/cards/model';
import type { GameChoice } from '../session/setup';

export function PlayTitle({ game, choice }: { game: GameId; choice: GameChoice }) {
  const { t } = useTranslation(['play', 'games', 'solo']);
  const mode =
    choice.mode === 'goldfish'
      ? t('screen.goldfish')
      : choice.mode === 'solo'
        ? t('solo:modeShort', { level: t(`solo:level.${choice.ai?.level ?? 'normal'}`) })
        : t('screen.hotseat');
  const gameName = t(`games:${game}`);
  const how = [mode, choice.rules ? t('screen.rules') : t('screen.manual')].join(' · ');
  // The separator is kept in the text (it reads "game · mode · rules" as one line, as the tooltip
  // does) and hidden where the line breaks.
  return (
    <span className="pf-title" title={`${gameName} · ${how}`}>
      <span className="pf-title-game">{gameName}</span>
      <span className="pf-title-sep"> · </span>
      <span className="pf-title-how">{how}</span>
    </span>
  );
}
