import { useMutation } from '@tanstack/react-query';
import type { ModelTestResult, TestModelConnection } from '@/shared/ai-models';
import { api } from '@/web/lib/api-client';

/** Test connection: one small request to the provider with the form's values; nothing saved. */
export const testModelConnection = (input: TestModelConnection) =>
  api<ModelTestResult>('/settings/ai-model/test', { method: 'POST', body: input });

export const useTestModelConnection = () => useMutation({ mutationFn: testModelConnection });
