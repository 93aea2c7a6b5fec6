import type { FastifyReply, FastifyRequest } from 'fastify';

/** A console session lasts a fortnight of service; then the member signs in again. */
export const STAFF_SESSION_MS = 14 * 86_400_000;

/**
 * The console session's cookie. Over https it is `__Host-tb_staff` (Secure, path /, no domain), so
 * only this host over TLS can set it and a sibling subdomain cannot plant one; over http (the demo)
 * `tb_staff` on /api/.
 */
export function staffCookie(publicUrl: string): { name: string; path: string; secure: boolean } {
  return publicUrl.startsWith('https:') ? { name: '__Host-tb_staff', path: '/', secure: true } : { name: 'tb_staff', path: '/api/', secure: false };
}

export function staffSessionOf(request: FastifyRequest, publicUrl: string): string | undefined {
  return request.cookies[staffCookie(publicUrl).name];
}

export function setStaffSession(reply: FastifyReply, publicUrl: string, token: string): void {
  const { name, path, secure } = staffCookie(publicUrl);
  reply.setCookie(name, token, { path, httpOnly: true, sameSite: 'strict', secure, maxAge: STAFF_SESSION_MS / 1000 });
}

export function clearStaffSession(reply: FastifyReply, publicUrl: string): void {
  const { name, path, secure } = staffCookie(publicUrl);
  reply.clearCookie(name, { path, httpOnly: true, sameSite: 'strict', secure });
}
