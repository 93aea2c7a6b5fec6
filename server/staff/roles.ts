/**
 * Staff roles, each allowed what the one below it may do and more:
 * - host: tonight's service (view, arrived, seated, no-show, notes);
 * - manager: the book, refunds, booking for a guest, requests, guests, the restaurant's settings;
 * - owner: the people, their personal tokens, the audit.
 * The server checks the least role of every staff call; the rule itself lives in api-client.
 */
export { roleAtLeast, STAFF_ROLE_ORDER as STAFF_ROLES, type StaffRoleName as StaffRole } from '../../api-client/rules/staff-roles.ts';
