/**
 * Ten sample opening hands side by side, each dealt by the engine from its own seed,
 * to judge a deck's starts at a glance (goldfish).
 */
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { engine } from '../../../engine/client';
import type { Card } from '../../../../engine/cards/model';
import type { SetupInput } from '../../../../engine/core/setup';
import { isRuleError } from '../../../../engine/core/types';
import { CardFace } from '../../../ui/CardFace';
import { TABLE_CARD_WIDTH } from '../table/TableCardView';
import { Dialog } from './Dialog';

export const SAMPLE_HANDS = 10;

async function deal(setup: SetupInput, seed: number): Promise<Card[] | string> {
  const api = engine();
  const created = await api.createGame({ ...setup, mode: 'manual', seed, seats: setup.seats.slice(0, 1) });
  if (isRuleError(created)) return created.error;
  try {
    const view = await api.view(created.gameId, 0);
    return (
      Object.values(view.zones)
        .find((z) => z.seat === 0 && z.zone === 'hand')
        ?.cards.flatMap((c) => (c.card ? [c.card] : [])) ?? []
    );
  } finally {
    await api.closeGame(created.gameId);
  }
}

export function OpeningsView({ setup, onClose }: { setup: SetupInput; onClose(): void }) {
  const { t } = useTranslation('playflow');
  const [hands, setHands] = useState<(Card[] | string)[] | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    const base = Math.floor(Math.random() * 2 ** 30);
    void Promise.all(Array.from({ length: SAMPLE_HANDS }, (_, i) => deal(setup, base + i))).then(
      (h) => live && setHands(h),
    );
    return () => {
      live = false;
    };
  }, [setup, round]);
  return (
    <Dialog
      title={t('openings.title', { count: SAMPLE_HANDS })}
      onClose={onClose}
      wide
      actions={
        <button
          type="button"
          className="btn primary"
          onClick={() => {
            setHands(null);
            setRound((r) => r + 1);
          }}
        >
          {t('openings.more')}
        </button>
      }
    >
      {!hands && <p role="status">{t('openings.dealing')}</p>}
      <ol className="pf-openings" data-testid="openings">
        {hands?.map((hand, i) => (
          <li key={i} className="pf-opening">
            <span className="pf-opening-n">{i + 1}</span>
            {typeof hand === 'string' ? (
              <span className="pf-error">{hand}</span>
            ) : (
              hand.map((card, j) => (
                <div key={j} className="pf-card static small">
                  <CardFace card={card} size={TABLE_CARD_WIDTH} className="pf-face" />
                </div>
              ))
            )}
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
