import type { OrganizationType } from '@/shared/constants';
import type { SignupInput } from '@/shared/schemas';
import { api } from '@/web/lib/api-client';

export type SignupResult = {
  user: { id: string; email: string; name: string };
  /** Null until the address is confirmed: a sign-up without the invitation link's token. */
  organization: { id: string; name: string; type: OrganizationType; slug: string } | null;
  hasSession: boolean;
  /** True when a teammate invite joined an existing organization. */
  joined: boolean;
};

export const signUp = (input: SignupInput) => api<SignupResult>('/auth/signup', { body: input });

const STORAGE_KEYS = {
  type: 'organizationType',
  name: 'organizationName',
  slug: 'organizationSlug',
} as const;

/** The sign-up sequence keeps the organization's type, name and slug in local storage until onboarding ends. */
export function rememberSignup(organization: {
  type: OrganizationType;
  name: string;
  slug: string;
}) {
  localStorage.setItem(STORAGE_KEYS.type, organization.type);
  localStorage.setItem(STORAGE_KEYS.name, organization.name);
  localStorage.setItem(STORAGE_KEYS.slug, organization.slug);
}

export function readSignup() {
  return {
    type: localStorage.getItem(STORAGE_KEYS.type),
    name: localStorage.getItem(STORAGE_KEYS.name),
    slug: localStorage.getItem(STORAGE_KEYS.slug),
  };
}

export function forgetSignup() {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
}
