import { useCallback, useState, type ReactNode } from 'react';
import { useBotChallenge } from '../api/get-bot-challenge';
import type { BotProof } from '../api/submit-invitation-request';
import { AltchaWidget, type AltchaResult } from '../components/altcha-widget';
import { useRecaptcha } from './use-recaptcha';

const MIN_CHALLENGE_AGE_MS = 60_000;

export type BotCheck =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; proof: () => Promise<BotProof> };

/**
 * The invitation form's security check: ALTCHA proof-of-work solved in the background as
 * soon as the page opens (or reCAPTCHA Enterprise when the server is configured for it).
 * `renew` fetches a fresh challenge: a solved one is accepted once, so after each
 * submission attempt, and when it expires.
 */
export function useBotCheck(): { check: BotCheck; widget: ReactNode; renew: () => void } {
  const challenge = useBotChallenge();
  const { refetch } = challenge;
  const data = challenge.data;
  const [altcha, setAltcha] = useState<{ signature: string; result: AltchaResult } | null>(null);
  const recaptcha = useRecaptcha(data?.provider === 'recaptcha' ? data : null);

  const renew = useCallback(() => {
    void refetch();
  }, [refetch]);

  const signature = data?.provider === 'altcha' ? (data.challenge.signature ?? '') : '';
  const fetchedAt = challenge.dataUpdatedAt;
  const onAltchaChange = useCallback(
    (result: AltchaResult) => {
      if (result.status !== 'expired') return setAltcha({ signature, result });
      // The widget times expiry with the device's clock. A clock running fast would expire
      // every fresh challenge at once, so only a challenge held for a while is renewed; the
      // server, whose clock decides, refuses a truly expired one and the form then renews it.
      if (Date.now() - fetchedAt > MIN_CHALLENGE_AGE_MS) renew();
    },
    [renew, signature, fetchedAt],
  );

  let check: BotCheck = { status: 'loading' };
  if (challenge.isError) {
    check = { status: 'failed' };
  } else if (data?.provider === 'recaptcha' && !challenge.isFetching) {
    if (recaptcha.status === 'ready') {
      check = {
        status: 'ready',
        proof: async () => ({ recaptcha_token: await recaptcha.execute() }),
      };
    } else if (recaptcha.status === 'error') {
      check = { status: 'failed' };
    }
  } else if (data?.provider === 'altcha' && !challenge.isFetching) {
    const result = altcha?.signature === signature ? altcha.result : undefined;
    if (result?.status === 'solved') {
      check = { status: 'ready', proof: async () => ({ altcha: result.payload }) };
    } else if (result?.status === 'failed') {
      check = { status: 'failed' };
    }
  }

  const widget =
    data?.provider === 'altcha' && !challenge.isFetching ? (
      <AltchaWidget key={signature} challenge={data.challenge} onChange={onAltchaChange} />
    ) : null;

  return { check, widget, renew };
}
