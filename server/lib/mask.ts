/** Personal data in logs is masked: enough to follow a case, not enough to contact anyone. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return phone.length <= 4 ? '****' : `${phone.slice(0, 3)}****${phone.slice(-2)}`;
}

export function maskEmail(email: string | null | undefined): string {
  if (!email) return '';
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
