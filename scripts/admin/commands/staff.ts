import { call, keepStaffToken } from '../admin-api.ts';
import type { AdminCommand } from '../admin-command.ts';

interface Member {
  email: string;
  name: string;
  role: string;
}
interface Token {
  id: number;
  label: string;
  email: string;
  scope: 'full' | 'read';
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
}

const tokenTerms = (token: Token) => `${token.scope === 'read' ? '  read-only' : ''}${token.expires_at ? `  until ${token.expires_at}` : ''}`;

const memberLine = (member: Member) => `${member.email}  ${member.role}${member.name ? `  ${member.name}` : ''}`;
const refuse = (sentence: string) => Promise.reject(new Error(sentence));

/** Reads `--name value` out of `args`; answers the value and the remaining words. */
function option(args: string[], name: string): [string | undefined, string[]] {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return [undefined, args];
  return [args[at + 1], [...args.slice(0, at), ...args.slice(at + 2)]];
}

async function addMember(args: string[]): Promise<string[]> {
  const [role, rest] = option(args, 'role');
  const [name, words] = option(rest, 'name');
  const email = words[0];
  if (!email || !role) return refuse('Usage: staff add EMAIL --role owner|manager|host [--name NAME]');
  const answer = (await call('staff_add_member', { body: { email, role, name: name ?? '' } })) as { member: Member; token?: string };
  const lines = [`Added ${memberLine(answer.member)}`];
  if (answer.token) {
    const file = await keepStaffToken(answer.token);
    lines.push(
      `Personal token for ${answer.member.email} (shown once): ${answer.token}`,
      `Kept in ${file} for this command line; ADMIN_TOKEN no longer works now that there is an owner.`,
    );
  }
  return lines;
}

export const staffCommand: AdminCommand = {
  name: 'staff',
  usage: [
    'staff list                               the restaurant\'s people and their roles',
    'staff add EMAIL --role R [--name NAME]   add a member (R: owner, manager, host)',
    'staff role EMAIL R                       give a member another role',
    'staff remove EMAIL                       remove a member (their sessions and tokens end)',
  ],
  async run([sub, ...args]) {
    if (sub === 'list' || sub === undefined) {
      const members = (await call('staff_members')) as Member[];
      return members.length > 0 ? members.map(memberLine) : ['(no staff yet: npm run admin -- staff add EMAIL --role owner)'];
    }
    if (sub === 'add') return addMember(args);
    if (sub === 'role') {
      if (!args[0] || !args[1]) return refuse('Usage: staff role EMAIL owner|manager|host');
      const answer = (await call('staff_change_role', { params: { email: args[0] }, body: { role: args[1] } })) as { member: Member };
      return [`${answer.member.email} is now ${answer.member.role}`];
    }
    if (sub === 'remove') {
      if (!args[0]) return refuse('Usage: staff remove EMAIL');
      await call('staff_remove_member', { params: { email: args[0] } });
      return [`Removed ${args[0]}`];
    }
    return refuse(`Unknown staff command ${sub}; try: staff list, add, role, remove`);
  },
};

export const tokensCommand: AdminCommand = {
  name: 'tokens',
  usage: [
    'tokens list                              live personal API tokens (never the tokens themselves)',
    'tokens create LABEL [--for EMAIL] [--read-only] [--days N]',
    '                                         a personal token for you or a member, shown once; --read-only: it may',
    '                                         only read; --days: it stops working after N days (1-366)',
    'tokens revoke ID                         revoke a token',
  ],
  async run([sub, ...args]) {
    if (sub === 'list' || sub === undefined) {
      const tokens = (await call('staff_tokens')) as Token[];
      if (tokens.length === 0) return ['(no tokens)'];
      return tokens.map((token) => `#${token.id}  ${token.email}  "${token.label}"${tokenTerms(token)}  made ${token.created_at}  last used ${token.last_used_at ?? 'never'}`);
    }
    if (sub === 'create') {
      const [email, rest] = option(args, 'for');
      const [days, others] = option(rest, 'days');
      const readOnly = others.includes('--read-only');
      const label = others.filter((word) => word !== '--read-only').join(' ');
      if (!label) return refuse('Usage: tokens create LABEL [--for EMAIL] [--read-only] [--days N]');
      if (days !== undefined && !/^\d{1,3}$/.test(days)) return refuse('--days takes a whole number of days, 1 to 366.');
      const made = (await call('staff_create_token', {
        body: {
          label,
          ...(email ? { email } : {}),
          ...(readOnly ? { scope: 'read' } : {}),
          ...(days !== undefined ? { expires_in_days: Number(days) } : {}),
        },
      })) as Token & { token: string };
      return [`Token #${made.id} for ${made.email} "${made.label}"${tokenTerms(made)} (shown once): ${made.token}`, 'Use it as STAFF_TOKEN=... or Authorization: Bearer ...'];
    }
    if (sub === 'revoke') {
      if (!args[0]) return refuse('Usage: tokens revoke ID');
      await call('staff_revoke_token', { params: { id: args[0] } });
      return [`Revoked token #${args[0]}`];
    }
    return refuse(`Unknown tokens command ${sub}; try: tokens list, create, revoke`);
  },
};
