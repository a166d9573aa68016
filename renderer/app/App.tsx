import { lazy, Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PLACES, type PlaceId } from './routes';
import { useHashRoute } from './useHashRoute';
import { useTheme } from './useTheme';
import { StatusBar } from './StatusBar';
import { NavRail } from './NavRail';
import { platform } from '../platform';
import { Guarded } from './Guarded';
import { useDeckLinks } from '../features/decks/share/links';

// Each place is its own chunk, so the first screen doesn't wait for the other two.
const CardsScreen = lazy(() => import('../features/cards/CardsScreen').then((m) => ({ default: m.CardsScreen })));
const DecksScreen = lazy(() => import('../features/decks/DecksScreen').then((m) => ({ default: m.DecksScreen })));
const PlayScreen = lazy(() => import('../features/play/PlayScreen').then((m) => ({ default: m.PlayScreen })));

const SCREENS: Record<PlaceId, () => ReactNode> = {
  cards: () => <CardsScreen />,
  decks: () => <DecksScreen />,
  play: () => <PlayScreen />,
};

export function App() {
  const [place, go] = useHashRoute();
  const theme = useTheme();
  const { t } = useTranslation();

  // Ctrl/Alt+1..3 switch places (Alt works in browsers where Ctrl+digit is taken);
  // Ctrl+Shift+L cycles the theme.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.altKey || event.metaKey)) return;
      if (event.shiftKey) {
        if (event.key.toLowerCase() === 'l') {
          event.preventDefault();
          theme.cycle();
        }
        return;
      }
      const index = Number(event.key) - 1;
      if (index >= 0 && index < PLACES.length) {
        event.preventDefault();
        go(PLACES[index].id);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, theme]);

  useDeckLinks(useCallback(() => go('decks'), [go]));

  useEffect(
    () =>
      platform.onMenuCommand((command) => {
        if (command === 'go-cards') go('cards');
        else if (command === 'go-decks') go('decks');
        else if (command === 'go-play') go('play');
        else if (command === 'toggle-theme') theme.cycle();
      }),
    [go, theme],
  );

  return (
    <div className="app-shell">
      <NavRail
        place={place}
        onNavigate={go}
        theme={theme.choice}
        resolvedTheme={theme.resolved}
        onCycleTheme={theme.cycle}
      />
      <main className="app-main" id="main" aria-label={t(`places.${place}.label`)}>
        {/* One boundary per place, new for each: a place that fails leaves the rail and the others working. */}
        <Guarded key={place} what={t(`places.${place}.label`)}>
          <Suspense fallback={<div className="screen-loading" aria-busy="true" />}>{SCREENS[place]()}</Suspense>
        </Guarded>
      </main>
      <StatusBar />
    </div>
  );
}
