import { zodResolver } from '@hookform/resolvers/zod';
import { signinSchema } from '@/shared/schemas';

/** The sign-in form's validation, loaded on its first use (see lib/lazy-resolver). */
export const signinResolver = zodResolver(signinSchema);
