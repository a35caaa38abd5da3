import { isIP } from 'node:net';

// What counts as "one address" for every per-address count: an IPv4 address as it is, and an IPv6
// address by its /64, because one home or phone gets a whole /64 and may pick any address inside it.

/** The counting key of a client address: IPv4 as is ('::ffff:1.2.3.4' too), IPv6 as its /64 ('2001:db8:0:1::/64'). */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped) return mapped;
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, without leading zeros ('::' expanded). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':').flatMap(withIpv4Tail));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => Number.parseInt(g, 16).toString(16));
}

/** An embedded IPv4 tail ('::1.2.3.4') is two groups. */
function withIpv4Tail(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
