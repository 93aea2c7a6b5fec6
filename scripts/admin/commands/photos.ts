import { readFile } from 'node:fs/promises';
import type { AdminPhoto } from '../../../api-client/contract/photos.ts';
import { call } from '../admin-api.ts';
import type { AdminCommand } from '../admin-command.ts';
import { parseOptions } from '../command-options.ts';

/** One slot a line or three: what is in it, its size, and what it shows in each language. */
function describe({ slot, photo }: AdminPhoto): string[] {
  if (!photo) return [`${slot}: empty (the page is laid out without a picture there)`];
  return [
    `${slot}: ${photo.media_type}, ${photo.width} x ${photo.height} px, ${Math.ceil(photo.bytes / 1024)} KB, ${photo.url}`,
    `    also served ${photo.variant_widths.length === 0 ? 'at no narrower width' : `${photo.variant_widths.join(', ')} px wide`} (phones take the narrowest that fills them)`,
    `    en: ${photo.alt_en ?? '(no description: guests hear what the slot is)'}`,
    `    zh: ${photo.alt_zh ?? '(no description: guests hear what the slot is)'}`,
  ];
}

export const photoCommand: AdminCommand = {
  name: 'photo',
  usage: [
    'photo list                               the photograph slots: hero, dishes, counter, chef',
    'photo set SLOT FILE [--alt-en TEXT] [--alt-zh TEXT]',
    '                                         put a JPEG, PNG or WebP (at most 600 KB) in a slot, with what',
    '                                           it shows in each language (an alt text not given is kept)',
    'photo remove SLOT                        empty a slot (the page then goes without it)',
  ],
  async run([sub, ...rest]) {
    if (sub === 'set') {
      const { words, options } = parseOptions(rest, ['alt-en', 'alt-zh']);
      const [slot, file] = words;
      if (!slot || !file || words.length > 2) throw new Error('photo set needs a SLOT and a FILE, e.g. photo set hero counter.jpg --alt-en "The counter at night" --alt-zh "夜晚的吧台".');
      const image = (await readFile(file)).toString('base64');
      const body = { image, ...(typeof options['alt-en'] === 'string' ? { alt_en: options['alt-en'] } : {}), ...(typeof options['alt-zh'] === 'string' ? { alt_zh: options['alt-zh'] } : {}) };
      const answer = (await call('admin_set_photo', { params: { slot }, body })) as AdminPhoto;
      return [`${slot} saved; guests see it from their next page load.`, ...describe(answer)];
    }
    if (sub === 'remove') {
      const [slot] = rest;
      if (!slot) throw new Error('photo remove needs a SLOT: hero, dishes, counter or chef.');
      const answer = (await call('admin_remove_photo', { params: { slot } })) as AdminPhoto;
      return [`${slot} emptied; guests see the page without it from their next page load.`, ...describe(answer)];
    }
    if (sub !== undefined && sub !== 'list') throw new Error(`Unknown photo command ${sub}: use list, set or remove.`);
    return ((await call('admin_photos')) as AdminPhoto[]).flatMap(describe);
  },
};
