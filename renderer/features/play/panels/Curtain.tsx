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
