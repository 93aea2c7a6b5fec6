import { describe, expect, it } from 'vitest';
import { BOOT_DATA_ELEMENT_ID } from '../../../api-client/contract/boot.ts';
import { RESTAURANT } from '../../test/render-site.tsx';
import { readBootData } from './boot-data.ts';
import { createSiteApi } from './site-api.ts';
import { heldBooking } from '../../../widget/test/booking-fixture.ts';

/** A page holding `text` in the boot data element, or no such element for null. */
const pageWith = (text: string | null) =>
  ({ getElementById: (id: string) => (id === BOOT_DATA_ELEMENT_ID && text !== null ? { textContent: text } : null) }) as unknown as Document;

describe('the boot data a page carries', () => {
  it('gives the status and the card the server wrote in', () => {
    expect(readBootData(pageWith(JSON.stringify({ status: 'closed', restaurant: RESTAURANT })))).toEqual({ status: 'closed', restaurant: RESTAURANT });
  });

  it('leaves out what is missing, unknown or malformed, so the site asks the API for it', () => {
    expect(readBootData(pageWith(null))).toEqual({});
    expect(readBootData(pageWith('{not json'))).toEqual({});
    expect(readBootData(pageWith('null'))).toEqual({});
    expect(readBootData(pageWith(JSON.stringify({ status: 'open', restaurant: RESTAURANT })))).toEqual({ restaurant: RESTAURANT });
    expect(readBootData(pageWith(JSON.stringify({ status: 'live', restaurant: { name_en: 7 } })))).toEqual({ status: 'live' });
    // A card without its booking rules, or with a broken one, is asked of the API instead.
    const { booking_rules: _rules, ...withoutRules } = RESTAURANT;
    expect(readBootData(pageWith(JSON.stringify({ status: 'live', restaurant: withoutRules })))).toEqual({ status: 'live' });
    const brokenHorizon = { ...RESTAURANT, booking_rules: { ...RESTAURANT.booking_rules, horizon_days: '30' } };
    expect(readBootData(pageWith(JSON.stringify({ status: 'live', restaurant: brokenHorizon })))).toEqual({ status: 'live' });
  });

  it("keeps the calendar's month only when it is well formed", () => {
    const availability = { month: '2026-06', full: ['2026-06-05'], closed: ['2026-06-07'] };
    expect(readBootData(pageWith(JSON.stringify({ status: 'live', availability })))).toEqual({ status: 'live', availability });
    expect(readBootData(pageWith(JSON.stringify({ availability: { ...availability, month: 'June' } })))).toEqual({});
    expect(readBootData(pageWith(JSON.stringify({ availability: { ...availability, full: [5] } })))).toEqual({});
    expect(readBootData(pageWith(JSON.stringify({ availability: { month: '2026-06', full: [] } })))).toEqual({});
  });

  it("keeps the flow's booking (or null for an unknown code) only when it is well formed", () => {
    const booking = { code: 'AB12CD34', answer: heldBooking() };
    expect(readBootData(pageWith(JSON.stringify({ status: 'live', booking })))).toEqual({ status: 'live', booking });
    expect(readBootData(pageWith(JSON.stringify({ booking: { code: 'NOSUCH', answer: null } })))).toEqual({ booking: { code: 'NOSUCH', answer: null } });
    expect(readBootData(pageWith(JSON.stringify({ booking: { code: 7, answer: null } })))).toEqual({});
    expect(readBootData(pageWith(JSON.stringify({ booking: { code: 'AB12CD34', answer: '404' } })))).toEqual({});
    expect(readBootData(pageWith(JSON.stringify({ booking: { code: 'AB12CD34', answer: { ...heldBooking(), pax: '2' } } })))).toEqual({});
    expect(readBootData(pageWith(JSON.stringify({ booking: { code: 'AB12CD34', answer: { ...heldBooking(), status: null } } })))).toEqual({});
  });
});

describe("the calendar's month a page carries", () => {
  it('is held under its own month, ready for the calendar', () => {
    const availability = { month: '2026-06', full: ['2026-06-05'], closed: ['2026-06-07'] };
    const { cache } = createSiteApi({ boot: { availability } });
    expect(cache.state('month/2026-07')).toEqual({ status: 'loading' });
    expect(cache.state('month/2026-06')).toEqual({ status: 'ready', value: { full: ['2026-06-05'], closed: ['2026-06-07'] } });
    expect(createSiteApi().cache.state('month/2026-06')).toEqual({ status: 'loading' });
  });

  it("keeps My bookings' answer (or null: nothing proved) only when it is well formed", () => {
    const myBookings = { customer: null, bookings: [{ code: 'AB12CD34' }] };
    expect(readBootData(pageWith(JSON.stringify({ status: 'live', myBookings })))).toEqual({ status: 'live', myBookings });
    expect(readBootData(pageWith(JSON.stringify({ myBookings: null })))).toEqual({ myBookings: null });
    expect(readBootData(pageWith(JSON.stringify({ myBookings: { customer: null } })))).toEqual({});
    expect(readBootData(pageWith(JSON.stringify({ myBookings: { customer: 'x', bookings: [] } })))).toEqual({});
    expect(readBootData(pageWith(JSON.stringify({ myBookings: { customer: null, bookings: [7] } })))).toEqual({});
  });
});
