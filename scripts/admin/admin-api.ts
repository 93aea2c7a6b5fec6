import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { endpoints, type RouteName } from '../../api-client/contract/endpoints.ts';
import { routeUrl, type PathParams } from '../../api-client/route-call.ts';
import { replaceFile } from './new-file.ts';

/** What one run of the console reads besides its words: its environment, and whether someone at a terminal can answer questions. */
export interface AdminSession {
  env: Record<string, string | undefined>;
  interactive: boolean;
  /** Where questions are asked and answered when interactive: this process's stdin and stdout unless given. */
  terminal?: { input: NodeJS.ReadableStream; output: NodeJS.WritableStream };
}

let session: AdminSession = { env: process.env, interactive: Boolean(process.stdin.isTTY) };

/** Sets what the following commands read (scripts/admin.ts, once per run). */
export function beginAdminSession(next: AdminSession): void {
  session = next;
}

export const isInteractive = () => session.interactive;
export const terminalOf = () => session.terminal ?? { input: process.stdin, output: process.stdout };

/** The running server the console talks to. */
export const apiUrl = () => (session.env.API_URL ?? `http://localhost:${session.env.PORT ?? 8080}`).replace(/\/$/, '');

const dataFile = (name: string) => path.resolve(session.env.DATA_DIR ?? './data', name);

async function readToken(file: string): Promise<string | null> {
  try {
    return (await readFile(file, 'utf8')).trim() || null;
  } catch {
    return null;
  }
}

/**
 * The credential the command line sends: a personal token (STAFF_TOKEN, else the one kept in
 * DATA_DIR/staff-token when the first owner was added here), else the bootstrap ADMIN_TOKEN
 * (else DATA_DIR/admin-token), which the server accepts only while the restaurant has no owner.
 */
async function credential(): Promise<string> {
  const token =
    session.env.STAFF_TOKEN ||
    (await readToken(dataFile('staff-token'))) ||
    session.env.ADMIN_TOKEN ||
    (await readToken(dataFile('admin-token')));
  if (token) return token;
  throw new Error(`No STAFF_TOKEN or ADMIN_TOKEN set and no ${dataFile('admin-token')}; start the server once or set one.`);
}

/** Keeps a personal token where later commands on this machine find it (mode 0600); answers the file. */
export async function keepStaffToken(token: string): Promise<string> {
  const file = dataFile('staff-token');
  await mkdir(path.dirname(file), { recursive: true });
  await replaceFile(file, token + '\n');
  return file;
}

async function send(method: string, route: string, body?: { type: string; data: string | Blob }): Promise<Response> {
  try {
    return await fetch(`${apiUrl()}${route}`, {
      method,
      headers: {
        authorization: `Bearer ${await credential()}`,
        ...(body === undefined ? {} : { 'content-type': body.type }),
      },
      body: body?.data,
    });
  } catch (error) {
    if (error instanceof TypeError) throw new Error(`No server answers at ${apiUrl()}: start it (npm start) or set API_URL.`);
    throw error;
  }
}

/** A refusal as an Error with the server's message. */
async function refusal(response: Response): Promise<Error> {
  const text = await response.text();
  let problem: { message?: string; errors?: Record<string, string> } = {};
  try {
    problem = JSON.parse(text) as typeof problem;
  } catch {
    // not JSON: the text itself is the message
  }
  // The message is the sentence; further failing fields are named one a line, their keys as words.
  const more = Object.entries(problem.errors ?? {}).slice(1).map(([field, key]) => `\n  also ${field}: ${key.replace(/_/g, ' ')}`);
  return new Error(`${response.status}: ${problem.message ?? text}${more.join('')}`);
}

/**
 * What a command sends: the call's path parameters by name, its query, and its body, as the person
 * typed them; the server checks them and answers a refusal in words.
 */
type CallInput<N extends RouteName> = PathParams<(typeof endpoints)[N]['path']> & { query?: Record<string, string | undefined>; body?: unknown };
type InputArgs<N extends RouteName> = object extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

/** One call of the API by its name in the route table; a refusal is thrown as an Error with the server's message. */
export async function call<N extends RouteName>(name: N, ...[input]: InputArgs<N>): Promise<unknown> {
  const { body, ...where } = (input ?? {}) as { body?: unknown; params?: Record<string, string | number | undefined>; query?: Record<string, string | undefined> };
  const response = await send(endpoints[name].method, routeUrl(endpoints[name], where), body === undefined ? undefined : { type: 'application/json', data: JSON.stringify(body) });
  if (!response.ok) throw await refusal(response);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

/** A call whose answer is a file (a backup, an export): its bytes. */
export async function download<N extends RouteName>(name: N, ...[input]: InputArgs<N>): Promise<Uint8Array> {
  const response = await send(endpoints[name].method, routeUrl(endpoints[name], (input ?? {}) as Parameters<typeof routeUrl>[1]));
  if (!response.ok) throw await refusal(response);
  return new Uint8Array(await response.arrayBuffer());
}

/** A call that sends a file (a backup) as its body; answers the server's JSON. */
export async function upload(name: RouteName, type: string, data: Uint8Array): Promise<unknown> {
  const response = await send(endpoints[name].method, routeUrl(endpoints[name]), { type, data: new Blob([new Uint8Array(data)]) });
  if (!response.ok) throw await refusal(response);
  return response.json() as Promise<unknown>;
}
