import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import ShaWorker from 'altcha/workers/sha?worker';
import { useEffect, useRef } from 'react';
import type { AltchaChallenge } from '../api/get-bot-challenge';

// The external build inlines no worker (CSP: worker-src 'self'), so the SHA worker is
// bundled as a file of our own origin and registered for the algorithm our server uses.
globalThis.$altcha.algorithms.set('SHA-256', () => new ShaWorker());

export type AltchaResult =
  | { status: 'solving' }
  | { status: 'solved'; payload: string }
  | { status: 'failed' }
  | { status: 'expired' };

type StateChange = { state: string; payload?: string | null };

/** ALTCHA's web component, invisible: it solves the challenge as soon as it mounts. */
export function AltchaWidget({
  challenge,
  onChange,
}: {
  challenge: AltchaChallenge;
  onChange: (result: AltchaResult) => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      if (state === 'verified' && payload) onChangeRef.current({ status: 'solved', payload });
      else if (state === 'error') onChangeRef.current({ status: 'failed' });
      else if (state === 'expired') onChangeRef.current({ status: 'expired' });
      else if (state === 'verifying') onChangeRef.current({ status: 'solving' });
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, []);

  return (
    <altcha-widget
      ref={ref}
      challenge={JSON.stringify(challenge)}
      auto="onload"
      display="invisible"
      name="altcha"
    />
  );
}
