import { restartPaymentGuests } from '../payments/test-support.ts';
import { restartGuestAddresses } from './guest.ts';

/**
 * Run before every server test file. The files of a worker share their modules (isolate: false
 * in vitest.config.ts, so the server is imported once per worker, not once per file): what the
 * test helpers count starts again, so a file's guests are the same whichever files ran before it.
 */
restartGuestAddresses();
restartPaymentGuests();
