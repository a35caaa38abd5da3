import type { OtpMethod } from '@salon/domain';

/** Delivers a one-time code. Throws when the message could not be handed over. */
export interface OtpProvider {
  /** Methods this provider can deliver; the service falls back to the first one. */
  readonly methods: readonly OtpMethod[];
  send(phone: string, code: string, method: OtpMethod): Promise<void>;
}

/** The message a customer receives. */
export function otpText(brandName: string, code: string): string {
  return `${code} là mã xác nhận ${brandName} của bạn, có hiệu lực trong 5 phút. Không chia sẻ mã này với bất kỳ ai.`;
}

/** Gateways answer within this time or the send counts as failed. */
export const PROVIDER_TIMEOUT_MS = 8_000;

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; data: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  return { status: res.status, data };
}
