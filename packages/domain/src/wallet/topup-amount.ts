// Top-up amounts (issue 19): whole thousands of đồng between the limits. The same rule checks the
// page's custom amount and the server's body, so both refuse with the same message.
export const TOPUP_MIN = 10_000;
export const TOPUP_MAX = 10_000_000;
export const TOPUP_STEP = 1_000;
/** The amounts the top-up page offers as one tap. */
export const TOPUP_CHOICES = [100_000, 200_000, 500_000, 1_000_000] as const;

export function isValidTopupAmount(amount: number): boolean {
  return (
    Number.isSafeInteger(amount) && amount >= TOPUP_MIN && amount <= TOPUP_MAX && amount % TOPUP_STEP === 0
  );
}

/** A typed custom amount ('250.000', '250000', '250 000 đ') as a number, or null when not a number. */
export function parseTopupInput(text: string): number | null {
  const digits = text.replace(/[\s.,đ₫]/gi, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  return Number(digits);
}
