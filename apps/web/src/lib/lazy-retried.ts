import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const Nothing = () => null;

/**
 * A lazily loaded component whose failed load draws `whenFailed` (nothing unless given) and is not kept: `React.lazy` keeps its
 * first outcome for the whole visit, so one failed fetch (the phone offline, or a network that answers
 * nothing) would draw nothing until the next full load. `current()` gives the component to render; after
 * a failure it gives a new one, which loads again, so a render at the next page or when the network
 * returns tries once more.
 */
export function lazyRetried<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  whenFailed: ComponentType<P> = Nothing,
): { current: () => LazyExoticComponent<ComponentType<P>> } {
  let failed = false;
  const attempt = () =>
    lazy(() =>
      load().catch(() => {
        failed = true;
        return { default: whenFailed };
      }),
    );
  let component = attempt();
  return {
    current: () => {
      if (failed) {
        failed = false;
        component = attempt();
      }
      return component;
    },
  };
}
