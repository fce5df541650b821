/** Input contracts shared by the forms (react-hook-form) and the API (Hono validators). */
import { z } from 'zod';
import { COMPANY_SIZES, INDUSTRIES, LIMITS, ORGANIZATION_TYPES } from './constants';
import { inviteTokenSchema } from './invite-link';
import { MESSAGES } from './messages';

const emailField = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(LIMITS.emailMax, invalid)
    .pipe(z.email(invalid))
    .transform((value) => value.toLowerCase());

const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined));

export const passwordSchema = z
  .string({ error: MESSAGES.signup.passwordRequired })
  .min(1, MESSAGES.signup.passwordRequired)
  .min(LIMITS.passwordMin, MESSAGES.signup.passwordTooShort)
  .max(LIMITS.passwordMax, MESSAGES.signup.passwordTooLong)
  .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v), MESSAGES.signup.passwordWeak);

export const invitationRequestSchema = z.object({
  email: emailField(MESSAGES.invitation.emailRequired, MESSAGES.invitation.emailInvalid),
  company_name: z
    .string({ error: MESSAGES.invitation.companyRequired })
    .trim()
    .min(1, MESSAGES.invitation.companyRequired)
    .min(LIMITS.companyNameMin, MESSAGES.invitation.companyTooShort)
    .max(LIMITS.textMax),
  organization_type: z.enum(ORGANIZATION_TYPES).default('SME'),
  use_case: optionalText(LIMITS.useCaseMax, MESSAGES.invitation.useCaseTooLong),
  referral_source: optionalText(LIMITS.textMax),
});
export type InvitationRequestInput = z.input<typeof invitationRequestSchema>;

export const signupSchema = z
  .object({
    email: emailField(MESSAGES.signup.emailRequired, MESSAGES.signup.emailInvalid),
    password: passwordSchema,
    confirmPassword: z
      .string({ error: MESSAGES.signup.confirmRequired })
      .min(1, MESSAGES.signup.confirmRequired),
    organizationName: z
      .string({ error: MESSAGES.signup.organizationRequired })
      .trim()
      .min(1, MESSAGES.signup.organizationRequired)
      .min(LIMITS.organizationNameMin, MESSAGES.signup.organizationTooShort)
      .max(LIMITS.textMax),
    organizationType: z.enum(ORGANIZATION_TYPES).default('SME'),
    slug: z.string().trim().max(80).optional(),
    /** The single-use token of the invitation link; without it the address must be confirmed first. */
    invite: inviteTokenSchema.optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.signup.passwordsMismatch,
  });
export type SignupInput = z.input<typeof signupSchema>;

export const signinSchema = z.object({
  email: emailField(MESSAGES.signin.emailRequired, MESSAGES.signin.emailInvalid),
  password: z.string().min(1, MESSAGES.signin.passwordRequired),
});

export const forgotPasswordSchema = z.object({
  email: emailField(MESSAGES.forgot.emailRequired, MESSAGES.forgot.emailInvalid),
});

export const resetPasswordSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().min(1, MESSAGES.signup.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.signup.passwordsMismatch,
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, MESSAGES.signup.confirmRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.signup.passwordsMismatch,
  });

export const businessContextSchema = z.object({
  companyName: z.string().trim().max(LIMITS.textMax).optional().default(''),
  industry: z.enum(INDUSTRIES, { error: MESSAGES.onboarding.required }),
  companySize: z.enum(COMPANY_SIZES, { error: MESSAGES.onboarding.required }),
  description: optionalText(LIMITS.descriptionMax),
});
export type BusinessContextInput = z.input<typeof businessContextSchema>;

export const setupSchema = z
  .object({
    token: z.string().min(1),
    name: z.string().trim().min(1, 'Your name is required').max(LIMITS.textMax),
    email: emailField(MESSAGES.signup.emailRequired, MESSAGES.signup.emailInvalid),
    password: passwordSchema,
    confirmPassword: z.string().min(1, MESSAGES.signup.confirmRequired),
    organizationName: z
      .string()
      .trim()
      .min(1, MESSAGES.signup.organizationRequired)
      .min(LIMITS.organizationNameMin, MESSAGES.signup.organizationTooShort)
      .max(LIMITS.textMax),
    organizationType: z.enum(ORGANIZATION_TYPES).default('SME'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.signup.passwordsMismatch,
  });

export const generateSlugSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(LIMITS.textMax),
});
