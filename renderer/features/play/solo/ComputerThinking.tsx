/** Says that the computer is choosing its move (it thinks in the engine worker; the table stays live). */
export function ComputerThinking({ name }: { name: string }) {
  return (
    <div className="pf-toast pf-note pf-thinking" role="status" data-testid="ai-thinking">
      <span className="pf-thinking-dot" aria-hidden="true" />
      {name} is thinking…
    </div>
  );
}
