import { EmptyState } from '../../ui/EmptyState';

export function DecksScreen() {
  return (
    <div className="screen">
      <header className="screen-header">
        <h1>Decks</h1>
      </header>
      <div className="screen-body">
        <EmptyState icon="deck" title="No decks yet">
          <p>Decks are built from the cards in your library and checked live against a tournament format.</p>
          <p>Import cards first (Cards, Ctrl+1), then come back here to build a 50-card deck.</p>
        </EmptyState>
      </div>
    </div>
  );
}
