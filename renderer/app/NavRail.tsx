import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { PLACES, type PlaceId } from './routes';
import type { ThemeChoice } from './useTheme';
import { Icon, type IconName } from '../ui/Icon';
import { LanguageSelect } from './LanguageSelect';
import { Guarded } from './Guarded';

const BackupDialog = lazy(() => import('../features/backup/BackupDialog').then((m) => ({ default: m.BackupDialog })));

const ICONS: Record<PlaceId, IconName> = { cards: 'cards', decks: 'deck', play: 'play' };

interface Props {
  place: PlaceId;
  onNavigate(place: PlaceId): void;
  theme: ThemeChoice;
  resolvedTheme: 'light' | 'dark';
  onCycleTheme(): void;
}

export function NavRail({ place, onNavigate, theme, resolvedTheme, onCycleTheme }: Props) {
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const { t } = useTranslation(['common', 'backup']);
  const themeLabel = t(`theme.${theme}`);
  // The place the dialog was opened over: it closes when the screen changes (it is about no screen).
  const [backupOver, setBackupOver] = useState<PlaceId | null>(null);
  const backupOpen = backupOver === place;

  // Arrow keys move between places, as in a desktop sidebar.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    refs.current[(index + delta + PLACES.length) % PLACES.length]?.focus();
  };

  return (
    <nav className="nav-rail" aria-label={t('app.places')}>
      <div className="brand" aria-label="Sortie">
        <span className="brand-mark" aria-hidden>
          S
        </span>
        <span className="brand-name">Sortie</span>
      </div>
      <ul>
        {PLACES.map((p, index) => (
          <li key={p.id}>
            <a
              ref={(el) => {
                refs.current[index] = el;
              }}
              href={`#/${p.id}`}
              className="nav-item"
              aria-current={place === p.id ? 'page' : undefined}
              title={t('shortcut', { hint: t(`places.${p.id}.hint`), key: index + 1 })}
              onClick={(event) => {
                event.preventDefault();
                onNavigate(p.id);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <Icon name={ICONS[p.id]} />
              <span>{t(`places.${p.id}.label`)}</span>
              <kbd aria-hidden>{t('shortcutKey', { key: index + 1 })}</kbd>
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="theme-toggle"
        onClick={onCycleTheme}
        aria-label={t('theme.change', { theme: themeLabel })}
        data-theme-choice={theme}
      >
        <Icon name={resolvedTheme === 'dark' ? 'moon' : 'sun'} />
        <span>{themeLabel}</span>
      </button>
      <LanguageSelect />
      <button type="button" className="theme-toggle backup-open" onClick={() => setBackupOver(place)}>
        <span>{t('backup:open')}</span>
      </button>
      {/* Over the whole window, not inside the side bar's 200 px. */}
      {backupOpen &&
        createPortal(
          <Guarded what={t('backup:title')}>
            <Suspense fallback={null}>
              <BackupDialog onClose={() => setBackupOver(null)} />
            </Suspense>
          </Guarded>,
          document.body,
        )}
    </nav>
  );
}
