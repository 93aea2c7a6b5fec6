/**
 * Each role may do what the one below it may, and more: host runs tonight's service; manager the book,
 * refunds, guests and settings; owner the people, their tokens and the audit. The rule lives in
 * api-client so the server's checks and the console agree.
 */
export { roleAtLeast, STAFF_ROLE_ORDER as STAFF_ROLES, type StaffRoleName as StaffRole } from '../../api-client/rules/staff-roles.ts';
