/**
 * Every kind of SMS we send, as the template a templates-only provider (Alibaba Cloud) sends:
 * its variables and the setting holding its approved template code. docs/messages.md has the
 * text to submit for approval of each.
 */
export const SMS_TEMPLATES = {
  booking_confirmed: { setting: 'ALIYUN_SMS_TEMPLATE_CONFIRMATION', variables: ['code', 'date', 'time', 'pax', 'deposit', 'phone'] },
  booking_reminder: { setting: 'ALIYUN_SMS_TEMPLATE_REMINDER', variables: ['code', 'date', 'time', 'pax', 'phone'] },
  booking_cancelled: { setting: 'ALIYUN_SMS_TEMPLATE_CANCELLED', variables: ['code', 'date', 'time'] },
  booking_changed: { setting: 'ALIYUN_SMS_TEMPLATE_CHANGED', variables: ['code', 'date', 'time', 'pax'] },
  booked_by_staff: { setting: 'ALIYUN_SMS_TEMPLATE_BOOKED_BY_STAFF', variables: ['code', 'date', 'time', 'pax', 'phone'] },
  request_answered: { setting: 'ALIYUN_SMS_TEMPLATE_REQUEST_ANSWERED', variables: ['code', 'date', 'time', 'phone'] },
  refund_issued: { setting: 'ALIYUN_SMS_TEMPLATE_REFUND_ISSUED', variables: ['code', 'amount', 'method', 'phone'] },
  pay_link: { setting: 'ALIYUN_SMS_TEMPLATE_PAY_LINK', variables: ['code', 'date', 'time', 'pax', 'deposit', 'deadline', 'url'] },
  topup_link: { setting: 'ALIYUN_SMS_TEMPLATE_TOPUP_LINK', variables: ['code', 'date', 'time', 'pax', 'amount', 'deadline', 'url'] },
  topup_expired: { setting: 'ALIYUN_SMS_TEMPLATE_TOPUP_EXPIRED', variables: ['code', 'date', 'time', 'pax'] },
  topup_paid: { setting: 'ALIYUN_SMS_TEMPLATE_TOPUP_PAID', variables: ['code', 'date', 'time', 'pax', 'amount'] },
  waitlist_offer: { setting: 'ALIYUN_SMS_TEMPLATE_WAITLIST_OFFER', variables: ['date', 'time', 'pax', 'until', 'url', 'leave_url'] },
} as const;

export type SmsTemplateName = keyof typeof SMS_TEMPLATES;
export type SmsTemplateSetting = (typeof SMS_TEMPLATES)[SmsTemplateName]['setting'];

export const SMS_TEMPLATE_NAMES = Object.keys(SMS_TEMPLATES) as SmsTemplateName[];

/** The one-time code's template: sent at once, never through the outbox. */
export const OTP_TEMPLATE_SETTING = 'ALIYUN_SMS_TEMPLATE_OTP';

/** The template codes these settings hold, by template name; unset ones are left out. */
export function templateCodes(settings: Partial<Record<SmsTemplateSetting, string | undefined>>): Partial<Record<SmsTemplateName, string>> {
  const codes: Partial<Record<SmsTemplateName, string>> = {};
  for (const name of SMS_TEMPLATE_NAMES) {
    const code = settings[SMS_TEMPLATES[name].setting];
    if (code) codes[name] = code;
  }
  return codes;
}
