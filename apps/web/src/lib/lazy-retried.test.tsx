import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyRetried } from './lazy-retried.ts';

const Saver = () => <p>Saver loaded</p>;

function drawn(retried: ReturnType<typeof lazyRetried>, page: string) {
  const Current = retried.current();
  return (
    <Suspense fallback={null}>
      <p>{page}</p>
      <Current />
    </Suspense>
  );
}

describe('a lazy part whose load may fail offline (KeptDraftSaver, decision 111)', () => {
  it('When its first load fails, then it draws nothing and loads again at the next render', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Saver }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Saver });
    const retried = lazyRetried(load);
    const view = render(drawn(retried, 'First page'));
    await screen.findByText('First page');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('Saver loaded')).not.toBeInTheDocument();
    // The network is back (or the reader opens another page): the part is drawn again.
    view.rerender(drawn(retried, 'Next page'));
    expect(await screen.findByText('Saver loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('When it has loaded, then later renders do not load it again', async () => {
    const load = vi.fn(async () => ({ default: Saver }));
    const retried = lazyRetried(load);
    const view = render(drawn(retried, 'First page'));
    expect(await screen.findByText('Saver loaded')).toBeInTheDocument();
    view.rerender(drawn(retried, 'Next page'));
    await screen.findByText('Next page');
    expect(screen.getByText('Saver loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
