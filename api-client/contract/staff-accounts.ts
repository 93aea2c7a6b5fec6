import { z } from 'zod';
import { freeText, lineText, restaurantDate } from './common.ts';
import { bookingCodeSchema } from './booking.ts';
import { emailField } from './otp.ts';

/**
 * The staff console's own calls (/api/staff/...): sign-in, the people and their personal tokens,
 * the audit. The console imports the types; the server validates with the schemas.
 */
export const staffRoleSchema = z.enum(['owner', 'manager', 'host'], { error: 'role_invalid' });
export type StaffRoleName = z.infer<typeof staffRoleSchema>;

const wholeId = z.coerce.number({ error: 'id_invalid' }).int('id_invalid').positive('id_invalid').max(2_147_483_647, 'id_invalid');

export const staffCodeRequestSchema = z.object({ email: emailField });
export const staffCodeSentSchema = z.strictObject({ sent: z.literal(true) });
export const staffSignInRequestSchema = z.object({
  email: emailField,
  code: lineText({ error: 'code_required' }).trim().regex(/^\d{6}$/, 'code_format_error'),
});

export const staffMemberSchema = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  created_at: z.string(),
});
export type StaffMemberView = z.infer<typeof staffMemberSchema>;

/** Who is signed in, and the XSRF token the console sends with its writes (empty for a token). */
export const staffMeSchema = z.strictObject({ member: staffMemberSchema.nullable(), role: staffRoleSchema, xsrf: z.string() });
export type StaffMe = z.infer<typeof staffMeSchema>;
export const signedOutSchema = z.strictObject({ signed_out: z.literal(true) });

export const addStaffRequestSchema = z.object({
  email: emailField,
  name: freeText({ error: 'name_invalid' }).trim().max(100, 'name_invalid').default(''),
  role: staffRoleSchema,
});
/** The member added; the first owner, added with the bootstrap token, also gets a personal token, shown once. */
export const staffAddedSchema = z.strictObject({ member: staffMemberSchema, token: z.string().optional() });
export const memberParamsSchema = z.object({ email: emailField });
export const staffRoleChangeSchema = z.object({ role: staffRoleSchema });
export const staffChangedSchema = z.strictObject({ member: staffMemberSchema });
export const staffRemovedSchema = z.strictObject({ removed: z.string() });

export const createTokenRequestSchema = z.object({
  label: lineText({ error: 'label_required' }).trim().min(1, 'label_required').max(80, 'label_invalid'),
  /** Whose token: an owner may make one for any member; default the caller. */
  email: emailField.optional(),
  /** `read`: the token may only read (GET); default every call its member's role allows. */
  scope: z.enum(['full', 'read'], { error: 'scope_invalid' }).optional(),
  /** Days until the token stops working; none: until revoked. */
  expires_in_days: z.number({ error: 'expiry_invalid' }).int('expiry_invalid').min(1, 'expiry_invalid').max(366, 'expiry_invalid').optional(),
});
export const tokenScopeSchema = z.enum(['full', 'read']);
export const personalTokenSchema = z.strictObject({
  id: z.number().int(),
  label: z.string(),
  email: z.string(),
  scope: tokenScopeSchema,
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export type PersonalTokenView = z.infer<typeof personalTokenSchema>;
export const tokenCreatedSchema = z.strictObject({
  id: z.number().int(),
  label: z.string(),
  email: z.string(),
  scope: tokenScopeSchema,
  expires_at: z.string().nullable(),
  token: z.string(),
});
export const tokenParamsSchema = z.object({ id: wholeId });
export const tokenRevokedSchema = z.strictObject({ revoked: z.number().int() });

export const auditQuerySchema = z.object({
  limit: z.coerce.number().int('limit_invalid').min(1, 'limit_invalid').max(200, 'limit_invalid').default(50),
  before: z.coerce.number().int('before_invalid').positive('before_invalid').optional(),
  /** Only the entries of one booking, by its code as the guest reads it. */
  booking: bookingCodeSchema.max(32, 'booking_code_invalid').optional(),
  /** Only what one member did: their e-mail (or 'admin-token', 'system'). */
  actor: lineText({ error: 'member_invalid' }).trim().toLowerCase().min(1, 'member_invalid').max(254, 'member_invalid').optional(),
  /** Only one day, YYYY-MM-DD in Shanghai. */
  day: restaurantDate.optional(),
});
export const auditEntrySchema = z.strictObject({
  id: z.number().int(),
  actor: z.string(),
  at: z.string(),
  action: z.string(),
  booking_id: z.number().int().nullable(),
  /** The booking's code, and its guest's name as staff read it ('' without a name); null for no booking. */
  booking_code: z.string().nullable(),
  guest: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  note: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/**
 * Passkeys (WebAuthn, @simplewebauthn): the options are the library's JSON, handed to the
 * browser as they are; the browser's answers are checked by the library against the challenge.
 */
export const passkeyOptionsSchema = z.record(z.string(), z.unknown());
const credentialAnswer = {
  id: z.string({ error: 'passkey_invalid' }).min(1, 'passkey_invalid').max(1024, 'passkey_invalid'),
  rawId: z.string({ error: 'passkey_invalid' }).max(1024, 'passkey_invalid'),
  type: z.literal('public-key', { error: 'passkey_invalid' }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};
const b64url = z.string({ error: 'passkey_invalid' }).max(65_536, 'passkey_invalid');
export const passkeyRegistrationSchema = z.object({
  label: lineText({ error: 'label_invalid' }).trim().max(80, 'label_invalid').default(''),
  credential: z.object(
    {
      ...credentialAnswer,
      response: z.looseObject({ clientDataJSON: b64url, attestationObject: b64url, transports: z.array(z.string().max(32)).max(10).optional() }),
    },
    { error: 'passkey_invalid' },
  ),
});
export const passkeySignInSchema = z.object({
  credential: z.object(
    {
      ...credentialAnswer,
      response: z.looseObject({ clientDataJSON: b64url, authenticatorData: b64url, signature: b64url, userHandle: b64url.optional() }),
    },
    { error: 'passkey_invalid' },
  ),
});
export const passkeySchema = z.strictObject({ id: z.string(), label: z.string(), created_at: z.string(), last_used_at: z.string().nullable() });
export type PasskeyView = z.infer<typeof passkeySchema>;
export const passkeyParamsSchema = z.object({ id: z.string().max(1024, 'passkey_invalid') });
export const memberPasskeyParamsSchema = z.object({ email: emailField, id: z.string().max(1024, 'passkey_invalid') });
export const passkeyRemovedSchema = z.strictObject({ removed: z.string() });
