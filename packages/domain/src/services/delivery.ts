// serviceDeliveryType: 1 at the salon, 2 at home or elsewhere, 3 both.
export type DeliveryType = 1 | 2 | 3;

/** The combined type of a set of services: 2 if all are 2, 1 if all are 1, otherwise 3. */
export function combinedDeliveryType(types: readonly number[]): DeliveryType {
  if (types.length > 0 && types.every((t) => t === 2)) return 2;
  if (types.every((t) => t === 1)) return 1;
  return 3;
}

/** Whether a service of this delivery type can be served in a salon (2 is at home only). */
export function servedAtSalon(deliveryType: number): boolean {
  return deliveryType !== 2;
}

/**
 * The first chosen service a salon cannot serve (delivery type 2, at home only), or undefined.
 * A salon booking holding one is refused; the at-home flow (/booking-at-home) is another matter.
 */
export function firstAtHomeOnly<T extends { deliveryType: number }>(services: readonly T[]): T | undefined {
  return services.find((s) => !servedAtSalon(s.deliveryType));
}
