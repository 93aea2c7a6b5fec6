import { call } from '../admin-api.ts';
import type { AdminCommand } from '../admin-command.ts';

const shown = (value: unknown) => (value === null || value === '' ? '(not set)' : typeof value === 'object' ? Object.values(value).join(',') : String(value));

export const restaurantCommand: AdminCommand = {
  name: 'restaurant',
  usage: [
    'restaurant show                          the name, address, phone, e-mail, registration line, about URL and map position',
    'restaurant set KEY VALUE                 KEY: name_en, name_zh, address_en, address_zh, phone, email, registration_en,',
    '                                           registration_zh, about_url, map (LAT,LNG, e.g. 31.2105,121.4406)',
  ],
  async run([sub, key, ...value]) {
    if (sub === 'set') {
      if (!key) throw new Error('restaurant set needs a KEY and a VALUE, e.g. restaurant set phone "+86 21 6437 0000".');
      const answer = (await call('admin_change_restaurant', { params: { key }, body: { value: value.join(' ') } })) as { key: string; value: unknown };
      return `${answer.key}: ${shown(answer.value)}`;
    }
    if (sub !== undefined && sub !== 'show') throw new Error(`Unknown restaurant command ${sub}: use show or set.`);
    const identity = (await call('admin_restaurant')) as Record<string, unknown>;
    return Object.entries(identity).map(([name, value]) => `${name}: ${shown(value)}`);
  },
};
