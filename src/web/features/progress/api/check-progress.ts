import type { ProgressCheckResult } from '@/shared/user-progress';
import { api } from '@/web/lib/api-client';

/** Asks the server to recount the user's work and unlock what is newly earned. */
export const checkProgress = () => api<ProgressCheckResult>('/progress/check', { method: 'POST' });
