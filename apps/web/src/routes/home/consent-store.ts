import { normalizePhone } from '@salon/domain';
import { api } from '../../api/client.ts';
import { getCookie } from '../../lib/cookies.ts';
import type { ConsentBody } from '@salon/domain/contracts';

// The remembered booking phone (written in +84 form by the success page) and the phones whose
// owner agreed to personal-data processing on this device.
const BOOKING_PHONE_KEY = 'bookingPhone';
const AGREED_KEY = 'agreeProtectPersonalInfo';
export const BRAND_NAME = 'MOYO';

export function rememberedPhone(): string | null {
  try {
    return getCookie(BOOKING_PHONE_KEY) ?? localStorage.getItem(BOOKING_PHONE_KEY);
  } catch {
    return null;
  }
}

function agreedPhones(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(AGREED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

export function hasAgreedOnDevice(phone: string): boolean {
  const intl = normalizePhone(phone);
  return intl !== null && agreedPhones().includes(intl);
}

/** Records the consent on the server (postAgreeProtectPersonalInfo) and on this device. */
export async function agreeProtectPersonalInfo(phone: string): Promise<void> {
  const intl = normalizePhone(phone);
  if (!intl) return;
  try {
    localStorage.setItem(AGREED_KEY, JSON.stringify([...new Set([...agreedPhones(), intl])]));
  } catch {
    // Storage blocked: the server record is what counts.
  }
  await api('POST', '/api/v1/customer/agree-protect-personal-info', {
    body: { phone, brandName: BRAND_NAME } satisfies ConsentBody,
  });
}
