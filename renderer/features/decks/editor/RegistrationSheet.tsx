/**
 * The deck registration sheet an organiser collects: player name, deck name, format and date,
 * then the main and side decks grouped by card type with counts and totals, in the interface
 * language (card names too, where the card has one). The player name is remembered for the next
 * sheet. Print CSS hides the app and prints only the sheet.
 */
import { useState } from 'react';
import { PrintOverlay } from './PrintOverlay';
import { useTranslation } from 'react-i18next';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import type { Format } from '../../../../engine/decks/formats';
import type { Deck, DeckEntry } from '../../../../engine/decks/model';
import { sheetSection } from '../../../../engine/decks/registration';
import { useCardName, useFormatWords } from '../../../i18n/hooks';
import { deckCodeOf } from '../../../../engine/decks/code/library';
import { DECK_LINK } from '../../../../engine/decks/code/deck-code';
import { QrCode } from '../share/QrCode';
import '../share/share.css';

export const PLAYER_KEY = 'sortie.registration.player';

function Section({
  title,
  entries,
  deck,
  catalog,
}: {
  title: string;
  entries: DeckEntry[];
  deck: Deck;
  catalog: CardCatalog;
}) {
  const { t } = useTranslation('formats');
  const cardName = useCardName();
  const section = sheetSection(entries, deck.game, catalog);
  return (
    <section className="sheet-section" aria-label={title}>
      <h2>
        {title} <span className="sheet-total">{t('sheet.total', { count: section.total })}</span>
      </h2>
      <table>
        <thead>
          <tr>
            <th scope="col" className="num">
              {t('sheet.count')}
            </th>
            <th scope="col">{t('sheet.number')}</th>
            <th scope="col">{t('sheet.name')}</th>
          </tr>
        </thead>
        {section.groups.map((group) => {
          const type = t(`type.${group.type}` as 'type.other');
          return (
            <tbody key={group.type} data-type={group.type}>
              <tr className="sheet-group">
                <th colSpan={3} scope="rowgroup">
                  {t('sheet.subtotal', { type, count: group.count })}
                </th>
              </tr>
              {group.lines.map((line) => (
                <tr key={line.number}>
                  <td className="num">{line.count}</td>
                  <td className="mono">{line.number}</td>
                  <td>{line.card ? cardName(line.card) : ''}</td>
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </section>
  );
}

export function RegistrationSheet({
  deck,
  format,
  catalog,
  onClose,
}: {
  deck: Deck;
  format: Format;
  catalog: CardCatalog;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['formats', 'common']);
  const words = useFormatWords();
  const [player, setPlayer] = useState(() => localStorage.getItem(PLAYER_KEY) ?? '');
  const changePlayer = (name: string) => {
    setPlayer(name);
    localStorage.setItem(PLAYER_KEY, name);
  };
  // The day the sheet was opened, fixed for its life.
  const [opened] = useState(() => new Date());
  const today = opened.toLocaleDateString(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' });
  const toolbar = (
    <label className="field inline">
      <span>{t('sheet.player')}</span>
      <input aria-label={t('sheet.player')} value={player} onChange={(e) => changePlayer(e.target.value)} />
    </label>
  );
  return (
    <PrintOverlay
      label={t('sheet.dialog')}
      className="registration"
      printLabel={t('sheet.print')}
      toolbar={toolbar}
      onClose={onClose}
    >
      <article className="sheet-page" data-testid="registration-sheet">
        <h1>{t('sheet.title')}</h1>
        <dl className="sheet-fields">
          <dt>{t('sheet.player')}</dt>
          <dd data-testid="sheet-player">{player}</dd>
          <dt>{t('sheet.deck')}</dt>
          <dd>{deck.name}</dd>
          <dt>{t('sheet.format')}</dt>
          <dd>
            {words.name(format)} <span className="dim">({format.id})</span>
          </dd>
          <dt>{t('sheet.date')}</dt>
          <dd>{today}</dd>
        </dl>
        {/* The deck as a code: an organiser scans it to have the same list in their Sortie. */}
        <figure className="sheet-qr">
          <QrCode text={DECK_LINK + deckCodeOf(deck, catalog)} label={t('sheet.qr')} size={112} />
          <figcaption>{t('sheet.qr')}</figcaption>
        </figure>
        {deck.main.length + deck.side.length === 0 && <p className="print-empty">{t('sheet.empty')}</p>}
        <div className="sheet-columns">
          <Section title={t('sheet.main')} entries={deck.main} deck={deck} catalog={catalog} />
          {deck.side.length > 0 && (
            <Section title={t('sheet.side')} entries={deck.side} deck={deck} catalog={catalog} />
          )}
        </div>
        <p className="sheet-signature">
          {t('sheet.signature')} <span className="sheet-line" />
        </p>
      </article>
    </PrintOverlay>
  );
}
