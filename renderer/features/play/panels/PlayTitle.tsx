/**
 * What is on the table, beside the Play screen's name: game · mode · rules. In a narrow header it
 * gives way to the buttons and ends in "…"; its tooltip keeps the whole line.
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
  const text = [t(`games:${game}`), mode, choice.rules ? t('screen.rules') : t('screen.manual')].join(' · ');
  return (
    <span className="pf-title" title={text}>
      {text}
    </span>
  );
}
