import { endpoints, type RouteName } from '../../api-client/contract/endpoints.ts';
import { roleAtLeast, type StaffRoleName } from '../../api-client/rules/staff-roles.ts';

/**
 * Whether `role` may make the call `name`: the route table's least role, the same the server
 * checks (403), so the console offers only what would be accepted.
 */
export function may(role: StaffRoleName, name: RouteName): boolean {
  const endpoint = endpoints[name] as { role?: StaffRoleName };
  return endpoint.role === undefined || roleAtLeast(role, endpoint.role);
}
