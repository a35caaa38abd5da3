// 001 §7: the channel code sent on booking, by source.
const CHANNEL_BY_SOURCE: Readonly<Record<string, number>> = {
  customer_ios: 0,
  customer_android: 2,
  rn_android: 4,
  rn_ios: 5,
  tikiapp: 6,
};
export const DEFAULT_CHANNEL = 3;

export function channelCode(source: string | null | undefined): number {
  if (!source) return DEFAULT_CHANNEL;
  return Object.hasOwn(CHANNEL_BY_SOURCE, source) ? (CHANNEL_BY_SOURCE[source] as number) : DEFAULT_CHANNEL;
}
