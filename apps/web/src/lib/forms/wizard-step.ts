import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A wizard's step in the address (`?step=2`), so that each step has its own address and the browser's
 * Back and Forward move between steps (issue 27, item 2). Step 1 has no parameter; an unknown value is
 * step 1. Moving to a step adds a history entry. The step shown changes at once; the address follows
 * (the router applies it as a transition, which a heavy step would hold back). `replace` puts the step
 * in the address without a history entry.
 */
export function useWizardStep(
  count: number,
): [number, (step: number, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('step'));
  const inAddress = Number.isInteger(asked) && asked >= 1 && asked <= count ? asked : 1;
  const [step, setStep] = useState(inAddress);
  /** Addresses this wizard asked for and the router has not applied yet (several when tapped fast). */
  const pending = useRef<number[]>([]);
  // An address the wizard asked for arrives late and changes nothing; Back, Forward or a link show
  // their step.
  useEffect(() => {
    const own = pending.current.indexOf(inAddress);
    if (own >= 0) {
      pending.current = pending.current.slice(own + 1);
      return;
    }
    pending.current = [];
    setStep(inAddress);
  }, [inAddress]);
  const goTo = useCallback(
    (next: number, options?: { replace?: boolean }) => {
      pending.current.push(next);
      setStep(next);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete('step');
          else updated.set('step', String(next));
          return updated;
        },
        // A correction of the address (the step a form opens at) is no step of its own in history.
        { replace: options?.replace ?? false },
      );
    },
    [setParams],
  );
  return [step, goTo];
}
