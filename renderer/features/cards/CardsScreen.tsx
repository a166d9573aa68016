import { EmptyState } from '../../ui/EmptyState';

export function CardsScreen() {
  return (
    <div className="screen">
      <header className="screen-header">
        <h1>Cards</h1>
      </header>
      <div className="screen-body">
        <EmptyState icon="cards" title="Your card library is empty">
          <p>No official card list exists for Gundam War or M.S. War, so Sortie reads your own spreadsheets.</p>
          <p>Export your card list as CSV or JSON with a header row (number, name, type, …) and import it here.</p>
        </EmptyState>
      </div>
    </div>
  );
}
