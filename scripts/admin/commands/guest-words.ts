/** "Mei Ling Lin" -> Mei Ling / Lin; "林美玲" (no space) -> 美玲 / 林: a Chinese family name comes first. */
export function splitName(name: string): { first_name: string; last_name: string } {
  const trimmed = name.trim();
  const space = trimmed.lastIndexOf(' ');
  if (space > 0) return { first_name: trimmed.slice(0, space).trim(), last_name: trimmed.slice(space + 1) };
  if (/^\p{Script=Han}{2,}$/u.test(trimmed)) return { first_name: trimmed.slice(1), last_name: trimmed.slice(0, 1) };
  throw new Error(`Give the guest's first and last name: --name "FIRST LAST" (got "${trimmed}").`);
}

/** '+86 138 0013 8000', '+8613800138000' or '13800138000' -> 86 / 13800138000; '+1 4155550100' -> 1 / 4155550100. */
export function splitPhone(phone: string): { country: string; phone: string } {
  const spaced = /^\s*(?:\+|00)(\d{1,4})[\s-]+([\d\s-]+)$/.exec(phone);
  if (spaced) return { country: spaced[1]!, phone: spaced[2]!.replace(/[\s-]/g, '') };
  const digits = phone.replace(/[\s-]/g, '');
  const mainland = /^(?:\+86|0086|86)?(1\d{10})$/.exec(digits);
  if (mainland) return { country: '86', phone: mainland[1]! };
  throw new Error(`Write the phone as +86 followed by the mobile number, or as +CC NUMBER for another country (got "${phone}").`);
}
