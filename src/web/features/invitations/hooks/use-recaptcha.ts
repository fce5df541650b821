import { useCallback, useEffect, useState } from 'react';

type Grecaptcha = {
  enterprise: {
    ready(callback: () => void): void;
    execute(siteKey: string, options: { action: string }): Promise<string>;
  };
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const loads = new Map<string, Promise<Grecaptcha>>();

/** Loads Google's reCAPTCHA Enterprise script once per site key (the CSP allows it only when configured). */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  let load = loads.get(siteKey);
  if (!load) {
    load = new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/enterprise.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => {
        const grecaptcha = window.grecaptcha;
        if (!grecaptcha) return reject(new Error('reCAPTCHA did not initialise'));
        grecaptcha.enterprise.ready(() => resolve(grecaptcha));
      };
      script.onerror = () => reject(new Error('reCAPTCHA failed to load'));
      document.head.append(script);
    });
    load.catch(() => loads.delete(siteKey));
    loads.set(siteKey, load);
  }
  return load;
}

/** reCAPTCHA Enterprise, used instead of ALTCHA when the server has its keys. */
export function useRecaptcha(config: { siteKey: string; action: string } | null) {
  const siteKey = config?.siteKey ?? null;
  const action = config?.action ?? '';
  const [loaded, setLoaded] = useState<{ siteKey: string; ok: boolean } | null>(null);

  useEffect(() => {
    if (!siteKey) return;
    let active = true;
    loadRecaptcha(siteKey).then(
      () => active && setLoaded({ siteKey, ok: true }),
      () => active && setLoaded({ siteKey, ok: false }),
    );
    return () => {
      active = false;
    };
  }, [siteKey]);

  const status: 'idle' | 'loading' | 'ready' | 'error' = !siteKey
    ? 'idle'
    : loaded?.siteKey !== siteKey
      ? 'loading'
      : loaded.ok
        ? 'ready'
        : 'error';

  // Tokens expire after two minutes, so one is requested at submit time.
  const execute = useCallback(async () => {
    if (!siteKey) throw new Error('reCAPTCHA is not configured');
    const grecaptcha = await loadRecaptcha(siteKey);
    return grecaptcha.enterprise.execute(siteKey, { action });
  }, [siteKey, action]);

  return { status, execute };
}
