import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { invitationRequestSchema } from '@/shared/schemas';
import { api } from '@/web/lib/api-client';

/** Proof of a human: a solved ALTCHA payload, or a reCAPTCHA Enterprise token. */
export type BotProof = { altcha: string } | { recaptcha_token: string };

export type SubmitInvitationRequestInput = z.output<typeof invitationRequestSchema> & BotProof;
export type SubmittedInvitationRequest = {
  id: string;
  status: 'pending' | 'approved' | 'rejected';
};

export const submitInvitationRequest = (input: SubmitInvitationRequestInput) =>
  api<SubmittedInvitationRequest>('/invitation-requests', { body: input });

export const useSubmitInvitationRequest = () =>
  useMutation({ mutationFn: submitInvitationRequest });
