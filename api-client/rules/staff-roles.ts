/**
 * Staff roles, each allowed what the one below it may do and more (host < manager < owner): the
 * server checks every staff call's least role with this, and the console hides what a role cannot open.
 */
export const STAFF_ROLE_ORDER = ['host', 'manager', 'owner'] as const;
export type StaffRoleName = (typeof STAFF_ROLE_ORDER)[number];

export const roleAtLeast = (role: StaffRoleName, least: StaffRoleName): boolean =>
  STAFF_ROLE_ORDER.indexOf(role) >= STAFF_ROLE_ORDER.indexOf(least);

/** Booking for a guest is a host's call; waiving its deposit needs at least this role. */
export const WAIVE_DEPOSIT_ROLE: StaffRoleName = 'manager';
