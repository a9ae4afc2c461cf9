import { describe, expect, it, vi } from 'vitest';
import { CLAIM_THIS_PAGE } from '../../service-worker/page-messages.ts';
import { registerWorkerAfterLoad } from './register-worker.ts';

function fakeBrowser(readyState: DocumentReadyState, withWorkers = true, controller: object | null = null) {
  const register = vi.fn(() => Promise.resolve({}));
  const postMessage = vi.fn();
  const ready = Promise.resolve({ active: { postMessage } });
  const listeners: Record<string, () => void> = {};
  const target = {
    navigator: (withWorkers
      ? { serviceWorker: { register, ready, controller } }
      : {}) as unknown as Navigator,
    document: { readyState } as Document,
    window: {
      addEventListener: (name: string, listener: () => void) => {
        listeners[name] = listener;
      },
    } as unknown as Window,
  };
  return { register, postMessage, listeners, target };
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

  it('When the page loaded without a worker in charge, then it asks the active worker to take it', async () => {
    const { postMessage, target } = fakeBrowser('complete');
    registerWorkerAfterLoad(true, target);
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith(CLAIM_THIS_PAGE));
  });

  it('When a worker already controls the page, then it asks nothing', async () => {
    const { postMessage, target } = fakeBrowser('complete', true, {});
    registerWorkerAfterLoad(true, target);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(postMessage).not.toHaveBeenCalled();
  });
});
