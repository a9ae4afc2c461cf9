import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A wizard's step in the address (`?step=2`), so that each step has its own address and the browser's
 * Back and Forward move between steps (issue 27, item 2). Step 1 has no parameter; an unknown value is
 * step 1. Moving to a step adds a history entry. The step shown changes at once; the address follows
 * (the router applies it as a transition, which a heavy step would hold back).
 */
export function useWizardStep(count: number): [number, (step: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('step'));
  const inAddress = Number.isInteger(asked) && asked >= 1 && asked <= count ? asked : 1;
  const [step, setStep] = useState(inAddress);
  // Back, Forward or a link changed the address: show its step.
  useEffect(() => setStep(inAddress), [inAddress]);
  const goTo = useCallback(
    (next: number) => {
      setStep(next);
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('step');
        else updated.set('step', String(next));
        return updated;
      });
    },
    [setParams],
  );
  return [step, goTo];
}
