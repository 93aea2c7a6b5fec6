import type { BookingDetails } from '../../api-client/contract/staff-actions.ts';
import type { AuditEntryView, PasskeyView, PersonalTokenView, StaffMe, StaffMemberView } from '../../api-client/contract/staff-accounts.ts';
import type { Enquiry } from '../../api-client/contract/staff-enquiries.ts';
import type { GuestProfile } from '../../api-client/contract/staff-guests.ts';
import type { Tonight } from '../../api-client/contract/staff-service.ts';
import type { GuestRequest } from '../../console/features/inbox/request-item.tsx';
import type { BookEntry } from '../../console/features/book/book-list.tsx';

/** An evening with a full first seating, a party with allergies and a request, and a live hold. */
export const busyEvening: Tonight = {
  date: '2026-06-03',
  shift_note: 'Chef Li off tonight; the party of six at 18:00 starts with the tasting menu.',
  seatings: [
    {
      seating_id: 1,
      time: '18:00',
      area: 'counter',
      area_en: "Chef's counter",
      area_zh: '主厨吧台',
      seats: 12,
      covers: 7,
      free: 5,
      parties: [
        {
          id: 11,
          code: 'K7M2Q9XR4T8V1P3Z',
          status: 'pending',
          arrived: false,
          revision: 2,
          pax: 4,
          seats: '1-4',
          walk_in: false,
          lang: 'zh',
          first_name: 'Mei',
          last_name: 'Wang',
          country: '86',
          phone: '13800138000',
          email: 'mei@example.cn',
          notes: 'Window side if possible',
          food: 'Shellfish allergy, no pork',
          occasion: 'Birthday: a candle on dessert',
          visits: 3,
          deposit_fen: 120000,
          paid: true,
          deposit_waived: null,
          deposit_paid: { amount_minor: 120000, currency: 'CNY' },
          visit_confirmed_at: '2026-06-02T09:15:00.000Z',
          requests: [{ id: 5, type: 'change', message: 'Could we come at 19:00 instead?', resolved: false }],
          diners: [
            { id: 1, name: 'Ana', food: ['No Pork'], other_food: 'Little salt', allergies: [{ what: 'Shellfish', level: 'danger' }], occasion: '' },
            { id: 2, name: '王伟', food: [], other_food: '', allergies: [{ what: '乳糖', level: 'intolerance' }], occasion: '生日' },
          ],
        },
        {
          id: 12,
          code: 'B4N8W2Y6C1D5F9H3',
          status: 'hold',
          arrived: false,
          revision: 0,
          pax: 3,
          seats: '5-7',
          walk_in: false,
          lang: 'zh',
          first_name: null,
          last_name: null,
          country: null,
          phone: null,
          email: null,
          notes: '',
          food: '',
          occasion: '',
          visits: 0,
          deposit_fen: 90000,
          paid: false,
          deposit_waived: null,
          deposit_paid: null,
          visit_confirmed_at: null,
          requests: [],
          diners: [],
        },
      ],
    },
    { seating_id: 2, time: '20:00', area: 'counter', area_en: "Chef's counter", area_zh: '主厨吧台', seats: 12, covers: 0, free: 12, parties: [] },
  ],
};

export const dayOfBook: BookEntry[] = [
  {
    id: 11,
    date: '2026-06-03',
    code: 'K7M2Q9XR4T8V1P3Z',
    timeslot: '18:00',
    area: 'counter',
    pax: 4,
    status: 'pending',
    arrived: true,
    expired: false,
    first_name: 'Mei',
    last_name: 'Wang',
    country: '86',
    phone: '13800138000',
    email: 'mei@example.cn',
    notes: 'Window side if possible',
    food: 'Shellfish allergy, no pork',
    occasion: 'Birthday',
  },
  {
    id: 14,
    date: '2026-06-03',
    code: 'Q2W3E4R5T6Y7U8I9',
    timeslot: '20:00',
    area: 'counter',
    pax: 2,
    status: 'completed',
    arrived: true,
    expired: false,
    first_name: 'James',
    last_name: 'Li',
    country: null,
    phone: null,
    email: 'james@example.com',
    notes: '',
    food: '',
    occasion: '',
  },
];

/** The restaurant's seatings, as the move's and the new booking's time lists read them. */
export const seatingsOverview = {
  dining_minutes: 150,
  areas: [{ code: 'counter', name_en: "Chef's counter", name_zh: '主厨吧台', seats: 12, min_party: 1, notice_working_days: 0, exclusive: false }],
  seatings: ['18:00', '18:30', '19:00', '20:00'].map((time) => ({ time, area: 'counter' })),
  evenings: [],
  closed: [],
};

/** Mei Wang's booking as staff open it: paid by WeChat Pay, a change request, two changes in its history. */
export const meiBooking: BookingDetails = {
  code: 'K7M2Q9XR4T8V1P3Z',
  status: 'pending',
  date: '2026-06-03',
  time: '18:00',
  area: 'counter',
  pax: 4,
  seats: '1-4',
  walk_in: false,
  arrived: false,
  visit_confirmed_at: new Date('2026-06-02T01:00:00Z'),
  revision: 2,
  needs_refund: false,
  guest: 'Mei Wang',
  phone: '+86 13800138000',
  email: 'mei@example.cn',
  lang: 'zh',
  food: 'No Pork / Severe shellfish allergy',
  occasion: 'Birthday',
  notes: 'Window side if possible',
  deposit_per_person_fen: 30000,
  deposit_waived: null,
  payments: [
    { method: 'wechat', amount_minor: 120000, currency: 'CNY', outcome: 'confirmed', refund_due: false, provider_transaction_id: 'wx-4200001', demo: true, paid_at: new Date('2026-05-20T03:12:00Z') },
  ],
  refunds: [],
  refund_quote: { method: 'wechat', left: { amount_minor: 120000, currency: 'CNY' }, paid_beyond: null, usd_per_rmb: 0.14, confirm_above: { amount_minor: 50000, currency: 'CNY' } },
  topups: [],
  requests: [
    { id: 5, type: 'change', message: 'Could we come at 19:00 instead?', created_at: new Date('2026-05-28T02:00:00Z'), resolved_at: null, resolution: null, outcome: null, reply: null },
  ],
  audit: [
    { at: new Date('2026-05-20T03:12:00Z'), actor: 'guest', action: 'paid', before: null, after: null, note: '' },
    { at: new Date('2026-05-21T08:00:00Z'), actor: 'manager@restaurant.cn', action: 'move', before: null, after: null, note: 'Phoned: one more guest' },
  ],
};

export const changeRequest: GuestRequest = {
  id: 5,
  type: 'change',
  message: 'Could we come at 19:00 instead?',
  created_at: '2026-05-28T02:00:00Z',
  resolved_at: null,
  resolution: null,
  code: 'K7M2Q9XR4T8V1P3Z',
  booking_date: '2026-06-03',
  timeslot: '18:00',
  pax: 4,
  status: 'pending',
  first_name: 'Mei',
  last_name: 'Wang',
};

export const memberAs = (role: StaffMe['role']): StaffMe => ({
  member: { id: 1, email: `${role}@restaurant.cn`, name: role, role, created_at: '2026-01-01T00:00:00Z' },
  role,
  xsrf: 'x',
});

export const regulars: GuestProfile[] = [
  {
    id: 7,
    first_name: 'Mei',
    last_name: 'Wang',
    country: '86',
    phone: '13800138000',
    email: 'mei@example.cn',
    visits: 3,
    no_shows: 1,
    last_visit: '2026-05-02',
    next_visit: '2026-06-03',
    allergies: ['Shellfish allergy', 'No pork'],
    notes: 'Prefers the corner seat; birthday in June.',
    tags: ['regular', 'vip', 'Window seat'],
    staff_allergies: 'Shellfish allergy',
    remembered_allergies: 'Shellfish allergy',
    other_contacts: [{ country: null, phone: null, email: 'mei.wang@work.cn' }],
  },
  {
    id: 9,
    first_name: '建国',
    last_name: '李',
    country: null,
    phone: null,
    email: 'li@example.cn',
    visits: 0,
    no_shows: 0,
    last_visit: null,
    next_visit: '2026-06-10',
    allergies: [],
    notes: '',
    tags: [],
    staff_allergies: '',
    remembered_allergies: '',
    other_contacts: [],
  },
];

export const twoPasskeys: PasskeyView[] = [
  { id: 'cred-1', label: 'Counter iPad', created_at: '2026-05-01T02:00:00Z', last_used_at: '2026-06-02T10:00:00Z' },
  { id: 'cred-2', label: '', created_at: '2026-05-10T02:00:00Z', last_used_at: null },
];

export const cancelRequest: GuestRequest = {
  ...changeRequest,
  id: 6,
  type: 'cancel',
  message: '我们无法前来，请取消。',
  created_at: '2026-05-30T11:20:00Z',
  code: 'B4N8W2Y6C1D5F9H3',
  timeslot: '20:00',
  pax: 2,
  first_name: '建国',
  last_name: '李',
};

export const veganEnquiry: Enquiry = {
  id: 3,
  name: 'Ada',
  email: 'ada@example.com',
  message: 'Do you cater for vegans?',
  created_at: '2026-05-28T02:00:00Z',
  replied_at: null,
  reply: null,
  replied_by: null,
};

/** The restaurant's settings as the Restaurant screen lists them. */
export const restaurantSettings = { status: 'live', deposit_per_person: 388.5, counter_seats: 12, dining_minutes: 150, hold_minutes: 30, open_weekdays: '2,3,4,5,6' };

/** The restaurant's identity, closed dates, texts and FAQ as the Restaurant screen reads them. */
export const restaurantIdentity = { name_en: 'Counter Shanghai', name_zh: '上海吧台', phone: '+86 21 6437 0000', email: 'hello@counter.cn', address_en: '88 Fuxing Road West', address_zh: '复兴西路88号', map: { lat: 31.2105, lng: 121.4406 } };
export const closedDates = [{ day: '2026-10-01', note: 'National Day', note_zh: '国庆节' }];
export const restaurantTexts = [
  { key: 'policy', lang: 'en' as const, about: 'The cancellation policy', text: 'Cancel {{free_cancel_working_days}} working days ahead for a full refund.', shown: 'Cancel 3 working days ahead for a full refund.', placeholders: ['free_cancel_working_days'] },
  { key: 'policy', lang: 'zh' as const, about: 'The cancellation policy', text: '提前{{free_cancel_working_days}}个工作日取消可全额退款。', shown: '提前3个工作日取消可全额退款。', placeholders: ['free_cancel_working_days'] },
];
export const restaurantFaq = [{ id: 1, sort: 1, question_en: 'Is there a dress code?', question_zh: '有着装要求吗？', answer_en: 'Smart casual.', answer_zh: '商务休闲即可。' }];
/** Every read of the Restaurant screen answered. */
export const restaurantAnswers = {
  '/api/admin/settings': restaurantSettings,
  '/api/admin/restaurant': restaurantIdentity,
  '/api/admin/seatings': seatingsOverview,
  '/api/admin/closed_dates': closedDates,
  '/api/admin/texts': restaurantTexts,
  '/api/admin/faq': restaurantFaq,
};

export const staffMembers: StaffMemberView[] = [
  { id: 1, email: 'owner@restaurant.cn', name: 'Lin', role: 'owner', created_at: '2026-01-01T00:00:00Z' },
  { id: 2, email: 'host@restaurant.cn', name: '小王', role: 'host', created_at: '2026-03-01T00:00:00Z' },
];

export const personalTokens: PersonalTokenView[] = [
  { id: 4, label: 'Nightly export', email: 'owner@restaurant.cn', scope: 'read', created_at: '2026-04-01T00:00:00Z', expires_at: null, last_used_at: '2026-06-02T18:05:00Z' },
];

export const auditTrail: AuditEntryView[] = [
  { id: 31, actor: 'host@restaurant.cn', at: '2026-06-03T10:12:00Z', action: 'mark_arrived', booking_id: 11, booking_code: 'K7M2Q9XR4T8V1P3Z', guest: 'Mei Wang', before: { arrived: false }, after: { arrived: true }, note: '' },
  { id: 30, actor: 'owner@restaurant.cn', at: '2026-06-02T03:00:00Z', action: 'site.status', booking_id: null, booking_code: null, guest: null, before: { status: 'closed' }, after: { status: 'live' }, note: 'Back from holiday' },
];
