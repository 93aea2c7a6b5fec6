import { describe, expect, it } from 'vitest';
import { endpoints } from './contract/endpoints.ts';
import { routeUrl, type PathParams } from './route-call.ts';

describe("a call's URL from the route table", () => {
  it('fills each path parameter, encoded, and the query fields that are set', () => {
    expect(routeUrl(endpoints.admin_closed_note, { params: { date: '2026-06-10', lang: 'zh' } })).toBe('/api/admin/closed_dates/2026-06-10/note/zh');
    expect(routeUrl(endpoints.staff_change_role, { params: { email: 'mei lin@example.com' } })).toBe('/api/staff/members/mei%20lin%40example.com/role');
    expect(routeUrl(endpoints.admin_remove_seating, { params: { time: '19:00' }, query: { area: 'counter', other: undefined } })).toBe('/api/admin/seatings/19%3A00?area=counter');
    expect(routeUrl(endpoints.get_status)).toBe('/api/get_status');
  });

  it("names a route's path parameters as a type, so a wrong name does not compile", () => {
    const closure: PathParams<(typeof endpoints)['admin_seating_closure']['path']> = { params: { date: '2026-06-10', time: '19:00' } };
    // @ts-expect-error the path has no :code
    const wrong: PathParams<(typeof endpoints)['admin_seating_closure']['path']> = { params: { date: '2026-06-10', code: 'X' } };
    const none: PathParams<(typeof endpoints)['get_status']['path']> = {};
    expect([closure, wrong, none]).toHaveLength(3);
  });
});
