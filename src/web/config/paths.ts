/** Every route of the web app in one place. */
export const paths = {
  home: '/',
  terms: '/terms',
  privacy: '/privacy',
  requestInvitation: '/request-invitation',
  login: '/login',
  logout: '/logout',
  legacySignin: '/auth/signin',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  emailConfirmation: (email: string) => `/email-confirmation?email=${encodeURIComponent(email)}`,
  resetPassword: '/reset-password',
  setup: '/setup',
  onboarding: '/onboarding/business-context',
  dashboard: '/dashboard',
  profile: '/profile',
  admin: '/admin',
} as const;
