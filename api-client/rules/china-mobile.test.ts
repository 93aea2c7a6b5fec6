import { describe, expect, it } from 'vitest';
import { checkPhoneRequestSchema, sendSmsRequestSchema } from '../contract/otp.ts';
import { CHINA_MOBILE, displayedPhone, isChinaMobile, nationalChinaMobile } from './china-mobile.ts';

describe('+86 mobiles', () => {
  it('accepts 11-digit numbers starting 13-19 only', () => {
    expect(isChinaMobile('13800138000')).toBe(true);
    expect(isChinaMobile(' 19912345678 ')).toBe(true);
    expect(isChinaMobile('12800138000')).toBe(false);
    expect(isChinaMobile('1380013800')).toBe(false);
    expect(isChinaMobile('138001380001')).toBe(false);
    expect(CHINA_MOBILE.test('+8613800138000')).toBe(false);
  });

  it('takes a pasted number with its country code and spaces or dashes as the 11 digits', () => {
    for (const pasted of ['+86 138 0013 8000', '+86-138-0013-8000', '0086 138 0013 8000', '8613800138000', '138 0013 8000', '(+86) 138.0013.8000']) {
      expect(nationalChinaMobile(pasted)).toBe('13800138000');
      expect(isChinaMobile(pasted)).toBe(true);
    }
    // A country code before something that is no mobile stays refused.
    expect(isChinaMobile('+86 21 6437 0000')).toBe(false);
    expect(isChinaMobile('+44 7700 900123')).toBe(false);
    expect(isChinaMobile('+86 128 0013 8000')).toBe(false);
  });

  it('reads the full-width digits of a Chinese keyboard as the same number', () => {
    for (const typed of ['１３８００１３８０００', '＋８６ １３８ ００１３ ８０００', '１３８－００１３－８０００']) {
      expect(nationalChinaMobile(typed)).toBe('13800138000');
      expect(isChinaMobile(typed)).toBe(true);
    }
    expect(sendSmsRequestSchema.safeParse({ country: '86', phone: '１３８００１３８０００' }).data?.phone).toBe('13800138000');
  });

  it('is the same rule the server parses send_sms and check_phone with', () => {
    expect(sendSmsRequestSchema.safeParse({ country: '86', phone: '+86 138 0013 8000' }).data?.phone).toBe('13800138000');
    expect(sendSmsRequestSchema.safeParse({ phone: '0086-138-0013-8000' }).data?.phone).toBe('13800138000');
    expect(checkPhoneRequestSchema.safeParse({ country: '86', phone: '+86 138 0013 8000' }).data?.phone).toBe('13800138000');
    expect(sendSmsRequestSchema.safeParse({ phone: '+86 21 6437 0000' }).error?.issues[0]?.message).toBe('phone_format_error');
  });

  it('shows a destination with its plus and the 3-4-4 grouping', () => {
    expect(displayedPhone('86 13800138000')).toBe('+86 138 0013 8000');
    expect(displayedPhone('44 7700900123')).toBe('+44 7700900123');
    expect(displayedPhone('guest@example.com')).toBe('guest@example.com');
  });
});
