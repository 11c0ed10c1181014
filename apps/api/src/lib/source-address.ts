import { isIPv6 } from 'node:net';

/**
 * Who a request comes from, for counting failures: the IPv4 address, or the /64 prefix of an
 * IPv6 address. One subscriber usually holds a whole /64 (2^64 addresses), so counting single
 * IPv6 addresses would let one machine pick a fresh address for every guess.
 */
export function sourceOf(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const address = ip.split('%')[0]!;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros =
    tail === undefined ? [] : Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0');
  const prefix = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return `${prefix.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}
