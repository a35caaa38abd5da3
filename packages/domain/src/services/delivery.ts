// serviceDeliveryType: 1 at the salon, 2 at home or elsewhere, 3 both.
export type DeliveryType = 1 | 2 | 3;

/** The combined type of a set of services: 2 if all are 2, 1 if all are 1, otherwise 3. */
export function combinedDeliveryType(types: readonly number[]): DeliveryType {
  if (types.length > 0 && types.every((t) => t === 2)) return 2;
  if (types.every((t) => t === 1)) return 1;
  return 3;
}
