import { endpoints, type RouteName } from '../../api-client/contract/endpoints.ts';
import { roleAtLeast, WAIVE_DEPOSIT_ROLE, type StaffRoleName } from '../../api-client/rules/staff-roles.ts';

/**
 * Whether `role` may make the call `name`: the route table's least role, the same the server
 * checks (403), so the console offers only what would be accepted.
 */
export function may(role: StaffRoleName, name: RouteName): boolean {
  const endpoint = endpoints[name] as { role?: StaffRoleName };
  return endpoint.role === undefined || roleAtLeast(role, endpoint.role);
}

/** Whether `role` may waive the deposit of a booking made for a guest (the server checks the same). */
export const mayWaiveDeposit = (role: StaffRoleName): boolean => roleAtLeast(role, WAIVE_DEPOSIT_ROLE);
