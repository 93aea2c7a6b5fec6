import type { PaymentMethod } from '../../api-client/contract/payment.ts';
import { ProviderError } from './provider.ts';

export interface ProviderResponse {
  status: number;
  headers: Headers;
  /** The exact bytes as text: signatures are over them, never over re-serialised JSON. */
  text: string;
}

/** One HTTP call to a provider, with a timeout; network failures become ProviderError. */
export async function providerFetch(
  provider: PaymentMethod | 'aliyun-sms',
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
  timeoutMs = 15_000,
): Promise<ProviderResponse> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    throw new ProviderError(provider, `no answer from ${new URL(url).host}: ${(error as Error).message}`);
  }
}

export function parseJson(provider: PaymentMethod | 'aliyun-sms', text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderError(provider, 'answer is not JSON');
  }
}
