export interface VerifiedContact {
  type: 'sms' | 'email';
  /** The destination as the server confirmed it ('86 13800138000' or the lower-case e-mail). */
  to: string;
  country: string | null;
  phone: string | null;
  email: string | null;
  /** True when this session had proved the contact before, so no code was asked for. */
  provedBefore?: boolean;
}
