import { describe, expect, it } from 'vitest';
import { BOOKING_RULE_KEYS, bookingRulesOf, isBookingRules, isRuleValue } from './booking-rules.ts';

const rules = { horizon_days: 60, otp_resend_seconds: 60, hold_minutes: 30, change_cancel_min_days: 3, max_party_size: 8 };

describe('booking rules', () => {
  it('takes exactly the rules out of the settings, nothing else the restaurant keeps', () => {
    const settings = { ...rules, deposit_per_person_fen: 500_00, status: 'live' };
    expect(bookingRulesOf(settings)).toEqual(rules);
    expect(Object.keys(bookingRulesOf(settings)).sort()).toEqual([...BOOKING_RULE_KEYS].sort());
  });

  it('accepts whole numbers within each rule’s limits only', () => {
    expect(isRuleValue('horizon_days', 365)).toBe(true);
    expect(isRuleValue('horizon_days', 366)).toBe(false);
    expect(isRuleValue('horizon_days', 0)).toBe(false);
    expect(isRuleValue('otp_resend_seconds', 0)).toBe(true);
    expect(isRuleValue('hold_minutes', 1.5)).toBe(false);
    expect(isRuleValue('max_party_size', '8')).toBe(false);
  });

  it('checks a whole card’s rules (the site reads them from its page)', () => {
    expect(isBookingRules(rules)).toBe(true);
    expect(isBookingRules({ ...rules, horizon_days: -1 })).toBe(false);
    const { otp_resend_seconds: _missing, ...withoutResend } = rules;
    expect(isBookingRules(withoutResend)).toBe(false);
    expect(isBookingRules(null)).toBe(false);
  });
});
