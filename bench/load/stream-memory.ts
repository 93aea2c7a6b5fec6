import { request, type ClientRequest, type IncomingMessage } from 'node:http';

export interface StreamMemory {
  streams: number;
  rssBefore: number;
  rssWithStreams: number;
}

/** Guests watching one day's seats at once, as the slot pane does: the figure the budget is for. */
export const WATCHERS = 1000;
/** Below the server's per-address limit: a guest's own network is not what is measured. */
const WATCHERS_PER_ADDRESS = 20;

/** Opens one seat_changes stream; resolves once its answer (200, event-stream) has begun. */
function openStream(url: string, date: string, address: string): Promise<{ request: ClientRequest; response: IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const opened = request(`${url}/api/seat_changes?date=${date}`, { headers: { accept: 'text/event-stream', 'x-forwarded-for': address } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`seat_changes answered ${response.statusCode}`));
      else resolve({ request: opened, response });
    });
    opened.on('error', reject);
    opened.end();
  });
}

/**
 * The server's resident memory before and while WATCHERS streams are open (each from its own
 * connection, a few per address), measured once the server has settled; then they are closed.
 */
export async function measureStreamMemory(url: string, date: string, rss: () => Promise<number>): Promise<StreamMemory> {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
  await settle();
  const rssBefore = await rss();
  const open: Array<{ request: ClientRequest; response: IncomingMessage }> = [];
  try {
    for (let i = 0; i < WATCHERS; i += 1) {
      const group = Math.floor(i / WATCHERS_PER_ADDRESS);
      open.push(await openStream(url, date, `10.200.${group >> 8}.${group & 255}`));
    }
    await settle();
    return { streams: open.length, rssBefore, rssWithStreams: await rss() };
  } finally {
    for (const stream of open) stream.request.destroy();
  }
}
