/** User-facing messages quoted word for word from the seeds. `{email}` is the support address. */
import { INVITATION_REVIEW_TIME, INVITATION_VALID_DAYS, SUPPORT_EMAIL } from './constants';

export const MESSAGES = {
  invitation: {
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    companyRequired: 'Company name is required',
    companyTooShort: 'Company name must be at least 2 characters',
    useCaseTooLong: 'Please keep your message under 500 characters',
    securityLoading: 'Security validation is loading. Please wait a moment and try again.',
    securityFailedContact: `Security validation failed. Please refresh the page and try again. If the problem persists, contact us at ${SUPPORT_EMAIL}`,
    securityFailed: 'Security validation failed. Please try again.',
    recaptchaNotConfigured: 'reCAPTCHA site key not configured...',
    pending: `You already have a pending invitation request. We'll contact you within ${INVITATION_REVIEW_TIME}.`,
    alreadyWhitelisted: 'This email is already whitelisted! You can sign up directly at /signup',
    submitFailed: `Unable to submit your request. Please try again or contact us at ${SUPPORT_EMAIL}`,
    unexpected: `An unexpected error occurred. Please try again or contact us directly at ${SUPPORT_EMAIL}`,
    success: 'Request Received!',
  },
  signup: {
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 8 characters',
    passwordTooLong: 'Password must be at most 128 characters',
    passwordWeak: 'Password must contain uppercase, lowercase, and numbers',
    confirmRequired: 'Please confirm your password',
    passwordsMismatch: 'Passwords do not match',
    passwordsMatch: 'Passwords match',
    organizationRequired: 'Organization name is required',
    organizationTooShort: 'Organization name must be at least 2 characters',
    agencyUnavailable:
      'Agency accounts are coming soon. Only SME organizations can sign up for now.',
    inviteCheckFailed: 'Unable to verify invite status. Please try again or contact support.',
    notWhitelisted: `This email is not whitelisted for our Founding Member Program. The product is currently invitation-only. Contact ${SUPPORT_EMAIL} to request access.`,
    invitationExpired: `This invitation has expired: an invitation can be used for ${INVITATION_VALID_DAYS} days after it is sent. Ask whoever invited you to send it again, or contact ${SUPPORT_EMAIL}.`,
    failedToCreate: 'Failed to create user account',
    alreadyExists: 'User already exists. Use another email.',
    emailNotConfirmed: 'Email not verified',
    withoutInviteLink:
      'Stratagent is invitation-only during pre-alpha. Best open the link in your invitation e-mail; without it we first e-mail you a link to confirm your address.',
    unexpected: 'An unexpected error occurred during signup',
  },
  signin: {
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    unexpected: 'An unexpected error occurred',
  },
  signout: {
    failed: 'We could not sign you out',
    failedDescription: 'You are still signed in. Check your connection and try again.',
    retry: 'Try again',
  },
  forgot: {
    emailRequired: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address',
    sent: 'Password reset email sent',
    checkEmail: 'Check Your Email',
    failed: 'Failed to send reset email',
    failedDescription: 'Please try again.',
    unexpected: 'An unexpected error occurred',
    unexpectedDescription: 'Please try again later.',
  },
  password: {
    currentIncorrect: 'Current password is incorrect',
    changeFailed: 'Failed to change password',
    resetEmailFailed: 'Failed to send password reset email',
  },
  onboarding: {
    required: 'Please select both your industry and company size to continue',
    authRequired: 'Authentication required',
    orgNotFound: 'Organization not found',
  },
  session: {
    notAuthenticated: 'Not authenticated',
    profileFailed: 'Failed to fetch user profile.',
    noOrganization: 'User is not associated with an organization.',
    organizationFailed: 'Failed to fetch organization.',
  },
  permissions: {
    readOnlyRole:
      'Your role can view this workspace but not change it. Ask an owner or admin for a different role.',
    managersOnly: 'Only owners and admins can do this',
    clientManagersOnly: 'Only agency owners and admins can add or change clients.',
    outsideClientScope: 'You can only work with the clients you are assigned to.',
    membersOnly: 'Only members of this organization can see this',
    /** A client's portal user asking for the agency's workspace or team (decision 059). */
    portalOnly:
      'Your client portal shows your campaigns, approvals, reports and messages; the agency’s workspace is not part of it.',
    adminOnly: 'Only platform admins can do this',
    keyNeedsRead: 'This API key has no read scope',
    keyNeedsWrite: 'This API key is read-only: it needs the write scope to change anything',
    keyNotAllowed:
      'API keys cannot do this. Sign in to Stratagent to manage the team, settings and keys.',
  },
  /** Background work (a workflow run's steps, a saved report's e-mail), beside the refusals above. */
  background: {
    /**
     * Why such work stopped instead of acting for its author, who was removed, lost the role
     * it needs or the client it concerns (issue 26, hole 6).
     */
    authorLostAccess: (name: string) => `Stopped: ${name} no longer has access to this workspace`,
  },
} as const;
