/** The dialogs that open over the Play table: help, a number to enter, a pile, openings, concede, restart. */
import type { Seat } from '../../../../engine/core/types';
import type { SetupInput } from '../../../../engine/core/setup';
import type { GameLayout } from '../table/layouts';
import type { TableView } from '../table/model';
import type { ActionContext } from '../actions/registry';
import { HelpOverlay } from '../panels/HelpOverlay';
import { NumberPrompt } from '../panels/NumberPrompt';
import { PileBrowser } from '../panels/PileBrowser';
import { OpeningsView } from '../panels/OpeningsView';
import { ConcedeDialog } from '../panels/ConcedeDialog';
import { RestartDialog } from '../panels/RestartDialog';

export type Overlay =
  | { kind: 'help' }
  | { kind: 'number'; title: string; initial: number; min: number; resolve(n: number | null): void }
  | { kind: 'pile'; seat: Seat; zone: string; count: number | null }
  | { kind: 'openings' }
  | { kind: 'concede' }
  | { kind: 'restart' }
  | null;

interface Props {
  overlay: Overlay;
  close(): void;
  view: TableView | null;
  layout: GameLayout | null;
  act: ActionContext['dispatch'];
  /** The open game's title, for the restart question. */
  title: string;
  openings: SetupInput | null;
  onRestart(): void;
}

export function PlayOverlays({ overlay, close, view, layout, act, title, openings, onRestart }: Props) {
  switch (overlay?.kind) {
    case 'help':
      return layout && <HelpOverlay layout={layout} onClose={close} />;
    case 'number':
      return (
        <NumberPrompt
          title={overlay.title}
          initial={overlay.initial}
          min={overlay.min}
          onDone={(n) => {
            close();
            overlay.resolve(n);
          }}
        />
      );
    case 'pile':
      return (
        view && (
          <PileBrowser
            view={view}
            seat={overlay.seat}
            zone={overlay.zone}
            count={overlay.count}
            act={act}
            onClose={close}
          />
        )
      );
    case 'concede':
      return (
        view && (
          <ConcedeDialog
            view={view}
            onClose={close}
            onConcede={(seat) => {
              close();
              void act({ type: 'concede', seat });
            }}
          />
        )
      );
    case 'restart':
      return (
        view && (
          <RestartDialog
            title={title}
            onClose={close}
            onRestart={() => {
              close();
              onRestart();
            }}
          />
        )
      );
    case 'openings':
      return openings && <OpeningsView setup={openings} onClose={close} />;
    default:
      return null;
  }
}
