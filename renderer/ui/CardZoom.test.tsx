import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { Card } from '../../engine/cards/model';
import { useCardZoom } from './CardZoom';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const card = { game: 'ms-war', number: 'SD-001', name: 'Grinder', type: 'ms' } as unknown as Card;

/** A result list whose only card a filter can take away, with the hover zoom of the Cards and deck screens. */
function Results() {
  const { zoom, zoomProps } = useCardZoom();
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        filter
      </button>
      {shown && (
        <div data-testid="result" {...zoomProps(card)}>
          Grinder
        </div>
      )}
      {zoom}
    </>
  );
}

describe('the hover zoom', () => {
  it('goes away when the card under it is filtered away (no mouseleave comes)', async () => {
    vi.useFakeTimers();
    render(<Results />);
    fireEvent.mouseEnter(screen.getByTestId('result'));
    act(() => void vi.advanceTimersByTime(400));
    expect(screen.queryByTestId('card-zoom')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'filter' }));
    await act(async () => void (await Promise.resolve()));
    expect(screen.queryByTestId('card-zoom')).toBeNull();
  });
});
