import { EmptyState } from '../../ui/EmptyState';

export function PlayScreen() {
  return (
    <div className="screen">
      <header className="screen-header">
        <h1>Play</h1>
      </header>
      <div className="screen-body">
        <EmptyState icon="play" title="Pick a deck to play">
          <p>Goldfish a deck alone, or play a friend in hotseat with a curtain between turns.</p>
          <p>You need a deck first: build one in Decks (Ctrl+2).</p>
        </EmptyState>
      </div>
    </div>
  );
}
