/**
 * react-i18next imports the use-sync-external-store shim; Preact's compat has the hook itself,
 * so the embed build points the shim here instead of shipping a second copy.
 */
export { useSyncExternalStore } from 'preact/compat';
