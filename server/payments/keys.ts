import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * Keys from settings, in whichever form the provider's console hands them out: PEM text (with
 * real newlines or `\n` escapes, as env files hold them), bare base64 DER (Alipay's key tool),
 * or the path of a PEM file.
 */
function keyMaterial(value: string): { pem: string } | { der: Buffer } {
  const text = value.includes('\\n') ? value.replace(/\\n/g, '\n') : value;
  if (text.includes('-----BEGIN')) return { pem: text };
  const compact = text.replace(/\s+/g, '');
  if (compact.length > 200 && /^[A-Za-z0-9+/=]+$/.test(compact)) return { der: Buffer.from(compact, 'base64') };
  return { pem: readFileSync(text.trim(), 'utf8') };
}

export function loadPrivateKey(value: string): KeyObject {
  const material = keyMaterial(value);
  return 'pem' in material ? createPrivateKey(material.pem) : createPrivateKey({ key: material.der, format: 'der', type: 'pkcs8' });
}

export function loadPublicKey(value: string): KeyObject {
  const material = keyMaterial(value);
  return 'pem' in material ? createPublicKey(material.pem) : createPublicKey({ key: material.der, format: 'der', type: 'spki' });
}
