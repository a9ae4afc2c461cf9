import { TALENT_MESSAGES } from '@kweli/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CardBoundary } from './card-boundary.tsx';

function Broken(): never {
  throw new Error('no name');
}

describe('CardBoundary', () => {
  it('When a card throws while drawing, then it shows the error text with the cause and its neighbours still show', () => {
    // React reports an error caught by a boundary on the console; that report is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <CardBoundary>
          <Broken />
        </CardBoundary>
        <CardBoundary>
          <p>Whole card</p>
        </CardBoundary>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(`${TALENT_MESSAGES.cardFailed}: no name`);
    expect(screen.getByText('Whole card')).toBeInTheDocument();
  });
});
