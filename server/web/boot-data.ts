import { BOOT_DATA_ELEMENT_ID, type BootData } from '../../api-client/contract/boot.ts';

/**
 * The site's page with the boot data written into its head. `<` is escaped so no text the admin
 * puts in the restaurant's card can close the script element.
 */
export function withBootData(html: string, data: BootData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  const script = `<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">${json}</script>`;
  for (const before of ['</head>', '</body>']) {
    const at = html.indexOf(before);
    if (at >= 0) return html.slice(0, at) + script + html.slice(at);
  }
  return html + script;
}
