import type { Seat } from '../../../../engine/core/types';
import type { TableView } from '../table/model';

/** Why the computer is handed to `seat`: a decision, its own turn, or a chance to respond in the other's. */
export function curtainReason(view: TableView, seat: Seat): string {
  const name = (s: number) => view.players[s] ?? `Player ${s + 1}`;
  if (view.pending && view.pending.seat === seat) return 'A decision is waiting for you.';
  if (view.active === seat) return `It is ${name(seat)}'s turn.`;
  return `It is ${name(view.active)}'s turn; ${name(seat)} may respond now.`;
}

/**
 * Hotseat: covers the table while the computer changes hands. The table is not rendered
 * under it at all, so the other seat's hand is not in the page while it is up.
 */
export function Curtain({ player, reason, onContinue }: { player: string; reason: string; onContinue(): void }) {
  return (
    <div className="pf-curtain" role="dialog" aria-modal="true" aria-label="Pass the computer">
      <div className="pf-curtain-card">
        <div className="pf-curtain-mark" aria-hidden>
          ⇄
        </div>
        <h2>Pass the computer to {player}</h2>
        <p>{reason}</p>
        <button type="button" className="btn primary" autoFocus onClick={onContinue}>
          I am {player} — show my side
        </button>
      </div>
    </div>
  );
}
