import type { Plugin } from 'vite';
import { writtenDateNameTable } from './api-client/rules/date-name-table.ts';

/**
 * The site's and the embed's builds (and the dev server) get api-client/rules/date-name-table.ts
 * with the weekday and month names written in, as Intl gives them here at build time, instead of
 * building Intl formatters on the guest's phone (tens of milliseconds of script before the first paint).
 */
export function dateNamesWrittenIn(): Plugin {
  return {
    name: 'table-booking:date-names-written-in',
    enforce: 'pre',
    load(id) {
      return id.replaceAll('\\', '/').endsWith('/api-client/rules/date-name-table.ts') ? writtenDateNameTable() : null;
    },
  };
}
