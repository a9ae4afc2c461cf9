import { describe, expect, it, vi } from 'vitest';
import { registerWorkerAfterLoad } from './register-worker.ts';

function fakeBrowser(readyState: DocumentReadyState, withWorkers = true) {
  const register = vi.fn(() => Promise.resolve({}));
  const listeners: Record<string, () => void> = {};
  const target = {
    navigator: (withWorkers ? { serviceWorker: { register } } : {}) as unknown as Navigator,
    document: { readyState } as Document,
    window: {
      addEventListener: (name: string, listener: () => void) => {
        listeners[name] = listener;
      },
    } as unknown as Window,
  };
  return { register, listeners, target };
}

describe('registerWorkerAfterLoad', () => {
  it('When the page is still loading, then the worker is registered at load, not before', () => {
    const { register, listeners, target } = fakeBrowser('interactive');
    registerWorkerAfterLoad(true, target);
    expect(register).not.toHaveBeenCalled();
    listeners.load?.();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('When the page has already loaded, then the worker is registered at once', () => {
    const { register, target } = fakeBrowser('complete');
    registerWorkerAfterLoad(true, target);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('When in development or the browser has no service workers, then nothing is registered', () => {
    const dev = fakeBrowser('complete');
    registerWorkerAfterLoad(false, dev.target);
    expect(dev.register).not.toHaveBeenCalled();
    const old = fakeBrowser('complete', false);
    expect(() => registerWorkerAfterLoad(true, old.target)).not.toThrow();
  });

  it('When the registration fails, then no rejection escapes', async () => {
    const { register, target } = fakeBrowser('complete');
    register.mockReturnValueOnce(Promise.reject(new Error('refused')));
    registerWorkerAfterLoad(true, target);
    await Promise.resolve();
    expect(register).toHaveBeenCalled();
  });
});
