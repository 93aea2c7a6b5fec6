import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startSite, type RunningSite } from '../support/site-server.ts';

const run = promisify(execFile);

/**
 * Runs the restaurant's console against the running test server, exactly as the restaurant types
 * it: `npm run admin -- ARGS` with API_URL and ADMIN_TOKEN pointing at that server.
 */
export async function adminCommand(site: RunningSite, ...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
    env: { ...process.env, API_URL: site.url, ADMIN_TOKEN: site.adminToken },
    timeout: 60_000,
  });
  return stdout;
}

/** Sets one restaurant setting through the admin API (what `settings set` calls), quickly. */
export async function setRestaurantSetting(site: RunningSite, key: string, value: string | number): Promise<void> {
  const response = await fetch(`${site.url}/api/admin/settings/${key}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${site.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ value }),
  });
  if (!response.ok) throw new Error(`settings set ${key} ${value}: HTTP ${response.status} ${await response.text()}`);
}

/**
 * The real server with the restaurant's resend delay set to 0: several tests ask codes for one
 * address within a minute. (The delay is a restaurant setting, no longer an environment one.)
 */
export async function startSiteWithoutResendWait(env: Record<string, string> = {}): Promise<RunningSite> {
  const site = await startSite(env);
  await setRestaurantSetting(site, 'otp_resend_seconds', 0);
  return site;
}
