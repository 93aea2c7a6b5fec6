import { z } from 'zod';
import { sentAs } from './media.ts';
import * as staff from './staff.ts';
import * as setup from './restaurant-setup.ts';
import * as guests from './staff-guests.ts';
import * as enquiries from './staff-enquiries.ts';
import * as accounts from './staff-accounts.ts';
import * as service from './staff-service.ts';
import * as messages from './messages.ts';
import * as actions from './staff-actions.ts';
import * as floor from './staff-floor.ts';
import * as reports from './staff-reports.ts';
import * as operations from './operations.ts';
import * as waitlist from './waitlist.ts';
import * as photos from './photos.ts';
import type { RouteSchemas } from './routes.ts';

/** The staff's routes: the console's and the command line's (scope staff), and staff sign-in. */
export const staffRouteSchemas = {
  admin_settings: { summary: 'The settings the restaurant edits, in its own units', answers: { 200: staff.staffSettingsSchema } },
  admin_change_setting: {
    summary: 'Change one setting (404 names the known keys)',
    params: staff.settingKeyParamsSchema,
    body: staff.settingChangeSchema,
    answers: { 200: staff.settingChangedSchema },
  },
  admin_set_status: {
    summary: 'Open or close online booking (live, closed, maintenance)',
    body: staff.statusChangeSchema,
    answers: { 200: staff.statusChangedSchema },
  },
  admin_closed_dates: { summary: 'The dates the restaurant is closed', answers: { 200: z.array(staff.closedDateSchema) } },
  admin_close_date: { summary: 'Close a date', body: staff.closeDateSchema, answers: { 200: staff.closedDateChangedSchema } },
  admin_reopen_date: { summary: 'Open a closed date again', params: staff.closedDateParamsSchema, answers: { 200: staff.closedDateChangedSchema } },
  admin_closed_note: {
    summary: "A closed date's note for guests in one language (en or zh); empty removes it",
    params: staff.closedNoteParamsSchema,
    body: staff.closedNoteBodySchema,
    answers: { 200: staff.closedNoteChangedSchema },
  },
  admin_bookings: {
    summary: "A date's bookings and live holds",
    query: staff.staffBookingsQuerySchema,
    answers: { 200: z.array(staff.staffBookingSchema) },
  },
  admin_requests: {
    summary: "Guests' change and cancel requests (open ones unless open=false)",
    query: staff.staffRequestsQuerySchema,
    answers: { 200: z.array(staff.staffRequestSchema) },
  },
  admin_resolve_request: {
    summary: "Act on a guest's open request once: cancel, move or decline (the guest is told), or note it done",
    params: staff.requestIdParamsSchema,
    body: actions.resolveRequestActionSchema,
    answers: { 200: actions.requestResolvedSchema },
  },
  admin_faq: { summary: 'The FAQ as stored', answers: { 200: z.array(staff.staffFaqItemSchema) } },
  admin_import_faq: { summary: 'Replace the whole FAQ, or change nothing', body: staff.faqImportSchema, answers: { 200: staff.faqImportedSchema } },
  admin_add_faq: { summary: 'Add one FAQ entry, at the end or at a position', body: staff.faqEntryBodySchema, answers: { 200: staff.faqEntriesSchema } },
  admin_change_faq: {
    summary: 'Change fields of one FAQ entry',
    params: staff.faqEntryParamsSchema,
    body: staff.faqEntryBodySchema,
    answers: { 200: staff.faqEntriesSchema },
  },
  admin_move_faq: { summary: 'Move one FAQ entry to a position (1 is first)', params: staff.faqEntryParamsSchema, body: staff.faqEntryBodySchema, answers: { 200: staff.faqEntriesSchema } },
  admin_remove_faq: { summary: 'Remove one FAQ entry', params: staff.faqEntryParamsSchema, answers: { 200: staff.faqEntriesSchema } },
  admin_reconcile: { summary: 'Ask the payment providers about open orders now', answers: { 200: staff.reconcileReportSchema } },
  admin_setup: { summary: 'Create the restaurant in an empty database (409 when one exists)', body: setup.setupBodySchema, answers: { 200: setup.setUpSchema } },
  admin_restaurant: { summary: "The restaurant's identity, in both languages", answers: { 200: setup.restaurantIdentitySchema } },
  admin_change_restaurant: {
    summary: "Change one detail of the restaurant's identity (404 names the known keys)",
    params: setup.restaurantKeyParamsSchema,
    body: setup.restaurantChangeSchema,
    answers: { 200: setup.restaurantChangedSchema },
  },
  admin_texts: { summary: "The restaurant's texts in both languages, as written and as guests read them", answers: { 200: setup.textsOverviewSchema } },
  admin_change_text: {
    summary: "Write one of the restaurant's texts in one language (empty removes it; 404 names the known texts)",
    params: setup.textParamsSchema,
    body: setup.textChangeSchema,
    answers: { 200: setup.storedTextSchema },
  },
  admin_seatings: { summary: "Areas, seating times, the dinner's length and single evenings' changes", answers: { 200: setup.seatingsOverviewSchema } },
  admin_add_seating: { summary: 'Add a seating time to an area (the counter unless named)', body: setup.seatingBodySchema, answers: { 200: setup.seatingChangedSchema } },
  admin_remove_seating: {
    summary: 'Stop offering a seating time (its bookings keep their seats)',
    params: setup.seatingParamsSchema,
    query: setup.seatingAreaQuerySchema,
    answers: { 200: setup.seatingChangedSchema },
  },
  admin_area_seats: { summary: "An area's seats", params: setup.areaParamsSchema, body: setup.seatingBodySchema, answers: { 200: setup.areaSeatsChangedSchema } },
  admin_evening_seats: {
    summary: "One evening's seats for an area (0 for a buy-out; null for its own again)",
    params: setup.eveningParamsSchema,
    body: setup.seatingBodySchema,
    answers: { 200: setup.eveningSeatsChangedSchema },
  },
  admin_seating_closure: {
    summary: 'Close or open one seating on one date',
    params: setup.seatingClosureParamsSchema,
    body: setup.seatingBodySchema,
    answers: { 200: setup.seatingClosureChangedSchema },
  },
  admin_booking: {
    summary: 'One booking with its payments, refunds, requests and audit trail',
    params: actions.bookingCodeParamsSchema,
    answers: { 200: actions.bookingDetailsSchema },
  },
  admin_cancel_booking: {
    summary: 'Cancel a booking: seats return at once, the deposit follows the policy or the choice, the guest is told',
    params: actions.bookingCodeParamsSchema,
    body: actions.cancelBookingSchema,
    answers: { 200: actions.bookingCancelledSchema },
  },
  admin_book_for_guest: {
    summary: 'Book a table for a guest who phoned or wrote: deposit waived (with a reason) or asked by a payment link',
    body: actions.bookForGuestSchema,
    answers: { 200: actions.bookedForGuestSchema },
  },
  admin_walk_in: {
    summary: 'Seat a walk-in in a seating under way tonight, within the seats its dinner has free; no deposit',
    body: floor.walkInSchema,
    answers: { 200: floor.walkedInSchema },
  },
  admin_report: {
    summary: 'Covers, no-shows, cancellations and deposits taken, refunded and kept, per evening and in total',
    query: reports.reportQuerySchema,
    answers: { 200: reports.reportSchema },
  },
  admin_export_bookings: {
    summary: "The evenings' bookings as CSV for the accountant (UTF-8 with a byte-order mark)",
    query: reports.reportQuerySchema,
    answers: { 200: reports.bookingsCsvSchema },
  },
  admin_place_seats: {
    summary: "Give a party other adjacent seat numbers (as many as guests, none another party's during its dinner)",
    params: actions.bookingCodeParamsSchema,
    body: floor.placeSeatsSchema,
    answers: { 200: floor.seatsPlacedSchema },
  },
  admin_move_booking: {
    summary: 'Move a booking to another date, time or party size (rules and seats checked); the guest is told',
    params: actions.bookingCodeParamsSchema,
    body: actions.moveBookingSchema,
    answers: { 200: actions.bookingMovedSchema },
  },
  admin_mark_booking: {
    summary: 'Mark a booking arrived, completed or no-show',
    params: actions.bookingCodeParamsSchema,
    body: actions.markBookingSchema,
    answers: { 200: actions.bookingMarkedSchema },
  },
  admin_refund_booking: {
    summary: 'Give money back through the provider it was paid with',
    params: actions.bookingCodeParamsSchema,
    body: actions.refundBookingSchema,
    answers: { 200: actions.bookingRefundedSchema },
  },
  admin_waitlist: {
    summary: 'Who waits for a full evening, in order (one date, or every evening from today)',
    query: waitlist.waitlistQuerySchema,
    answers: { 200: z.array(waitlist.waitlistEntrySchema) },
  },
  admin_offer_waitlist: {
    summary: "Offer a waiting guest seats of one seating by hand: held for them, and told, as the waitlist's own offer",
    params: waitlist.waitlistEntryParamsSchema,
    body: waitlist.offerWaitlistBodySchema,
    answers: { 200: waitlist.waitlistOfferedSchema },
  },
  admin_remove_waitlist: {
    summary: 'Take a guest off the waitlist; seats offered to them and not paid come free',
    params: waitlist.waitlistEntryParamsSchema,
    answers: { 200: waitlist.waitlistRemovedSchema },
  },
  admin_messages: {
    summary: 'The outbox of messages to guests and to the restaurant, newest first (failed=true: not sent)',
    query: messages.outgoingQuerySchema,
    answers: { 200: z.array(messages.outgoingMessageSchema) },
  },
  admin_message_preview: {
    summary: "A message a guest gets about a booking, with sample values in the restaurant's own name and rules",
    params: messages.messagePreviewParamsSchema,
    answers: { 200: z.array(messages.previewedMessageSchema) },
  },
  admin_retry_message: {
    summary: 'Send a waiting or failed message again now',
    params: messages.outgoingIdParamsSchema,
    answers: { 200: messages.outgoingRetriedSchema },
  },
  admin_photos: { summary: "The restaurant's photograph slots, filled or empty", answers: { 200: z.array(photos.adminPhotoSchema) } },
  admin_set_photo: {
    summary: 'Put a photograph (JPEG, PNG or WebP, base64) in a slot, with what it shows in each language',
    params: photos.adminPhotoParamsSchema,
    body: photos.setPhotoRequestSchema,
    answers: { 200: photos.adminPhotoSchema },
  },
  admin_remove_photo: { summary: 'Empty a photograph slot (the page then goes without it)', params: photos.adminPhotoParamsSchema, answers: { 200: photos.adminPhotoSchema } },
  admin_backup: { summary: 'A backup of the embedded database while it runs (409 on PostgreSQL: use pg_dump)', answers: { 200: operations.backupFileSchema } },
  admin_restore: {
    summary: 'Replace the embedded database with a backup (application/gzip body) while the server runs; the old folder is kept',
    answers: { 200: operations.restoredSchema },
  },
  admin_check: {
    summary: 'Send a test e-mail (and SMS, given a phone) and ask each real payment provider something harmless: one line each',
    body: operations.checkRequestSchema,
    answers: { 200: operations.checkReportSchema },
  },
  staff_sign_in_code: { summary: "Send a sign-in code to a staff member's e-mail (same answer for anyone else)", body: accounts.staffCodeRequestSchema, answers: { 202: accounts.staffCodeSentSchema } },
  staff_sign_in: { summary: 'Sign in to the console with the code', body: accounts.staffSignInRequestSchema, answers: { 200: accounts.staffMeSchema } },
  staff_passkey_options: { summary: 'A challenge to sign in to the console with a passkey', answers: { 200: accounts.passkeyOptionsSchema } },
  staff_passkey_sign_in: { summary: 'Sign in to the console with a passkey', body: accounts.passkeySignInSchema, answers: { 200: accounts.staffMeSchema } },
  staff_me: { summary: 'Who is signed in', answers: { 200: accounts.staffMeSchema } },
  staff_passkeys: { summary: "The signed-in member's passkeys", answers: { 200: z.array(accounts.passkeySchema) } },
  staff_passkey_register_options: { summary: 'A challenge to make a passkey for the signed-in member', answers: { 200: accounts.passkeyOptionsSchema } },
  staff_passkey_register: { summary: 'Keep a passkey the signed-in member made', body: accounts.passkeyRegistrationSchema, answers: { 200: accounts.passkeySchema } },
  staff_passkey_remove: { summary: "Remove one of the signed-in member's passkeys", params: accounts.passkeyParamsSchema, answers: { 200: accounts.passkeyRemovedSchema } },
  staff_member_passkeys: { summary: "A member's passkeys, for an owner", params: accounts.memberParamsSchema, answers: { 200: z.array(accounts.passkeySchema) } },
  staff_member_passkey_remove: {
    summary: "Remove a member's passkey (an owner, for a lost phone)",
    params: accounts.memberPasskeyParamsSchema,
    answers: { 200: accounts.passkeyRemovedSchema },
  },
  staff_sign_out: { summary: 'End the console session', answers: { 200: accounts.signedOutSchema } },
  staff_members: { summary: "The restaurant's people", answers: { 200: z.array(accounts.staffMemberSchema) } },
  staff_add_member: { summary: 'Add a member of staff', body: accounts.addStaffRequestSchema, answers: { 200: accounts.staffAddedSchema } },
  staff_change_role: {
    summary: "Change a member's role",
    params: accounts.memberParamsSchema,
    body: accounts.staffRoleChangeSchema,
    answers: { 200: accounts.staffChangedSchema },
  },
  staff_remove_member: { summary: 'Remove a member (their sessions and tokens end)', params: accounts.memberParamsSchema, answers: { 200: accounts.staffRemovedSchema } },
  staff_tokens: { summary: 'Live personal API tokens', answers: { 200: z.array(accounts.personalTokenSchema) } },
  staff_create_token: { summary: 'Create a personal API token, shown once', body: accounts.createTokenRequestSchema, answers: { 200: accounts.tokenCreatedSchema } },
  staff_revoke_token: { summary: 'Revoke a personal API token', params: accounts.tokenParamsSchema, answers: { 200: accounts.tokenRevokedSchema } },
  staff_audit: { summary: 'Every staff change, newest first', query: accounts.auditQuerySchema, answers: { 200: z.array(accounts.auditEntrySchema) } },
  staff_shift_note: {
    summary: "Write an evening's note for the team (empty removes it); shown on Tonight",
    params: service.shiftNoteParamsSchema,
    body: service.shiftNoteBodySchema,
    answers: { 200: service.shiftNoteSchema },
  },
  staff_tonight: { summary: "An evening's seatings and parties (today in Shanghai by default)", query: service.tonightQuerySchema, answers: { 200: service.tonightSchema } },
  staff_guests: { summary: "Guests found by name, phone or e-mail: visits, no-shows, allergies, staff's notes and tags", query: guests.guestSearchSchema, answers: { 200: z.array(guests.guestProfileSchema) } },
  staff_guest_notes: { summary: "Keep staff's notes, tags and allergies on a guest", params: guests.guestParamsSchema, body: guests.guestNotesSchema, answers: { 200: guests.guestNotesKeptSchema } },
  staff_guest_visits: { summary: "A guest's bookings with the deposits paid, refunded and kept", params: guests.guestParamsSchema, answers: { 200: guests.guestVisitsSchema } },
  staff_guest_merge: {
    summary: 'Merge two profiles of one person: bookings, notes, tags, allergies and contacts go to `into`; this one disappears',
    params: guests.guestParamsSchema,
    body: guests.guestMergeSchema,
    answers: { 200: guests.guestMergedSchema },
  },
  staff_enquiries: { summary: "Guests' contact enquiries, newest first (open ones unless open=false)", query: enquiries.enquiriesQuerySchema, answers: { 200: z.array(enquiries.enquirySchema) } },
  staff_enquiry_reply: { summary: 'Answer an enquiry by e-mail, once', params: enquiries.enquiryParamsSchema, body: enquiries.enquiryReplySchema, answers: { 200: enquiries.enquirySchema } },
  staff_events: { summary: 'Server-sent events: `bookings` whenever a booking changes on any instance', answers: { 200: sentAs(['text/event-stream'], 'Server-sent events') } },
} satisfies Record<string, RouteSchemas>;
