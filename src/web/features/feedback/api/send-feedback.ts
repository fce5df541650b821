import { useMutation } from '@tanstack/react-query';
import type { FeedbackInput } from '@/shared/feedback';
import { api } from '@/web/lib/api-client';

export type SentFeedback = { id: string; createdAt: string; emailed: number };

export const sendFeedback = (input: FeedbackInput) =>
  api<SentFeedback>('/feedback', { body: input });

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
