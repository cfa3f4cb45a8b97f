import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  if (!isIPv6(bare)) return undefined;
  // An IPv4 tail (::ffff:192.0.2.1) is two groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  const withoutTail = tail
    ? bare.slice(0, -tail.length) +
      tail
        .split('.')
        .map(Number)
        .reduce<string[]>((groups, byte, index) => {
          if (index % 2 === 0) groups.push(String(byte));
          else groups[groups.length - 1] = ((Number(groups.at(-1)) << 8) | byte).toString(16);
          return groups;
        }, [])
        .join(':')
    : bare;
  const [head, rest] = withoutTail.split('::') as [string, string | undefined];
  const part = (text: string | undefined) =>
    text ? text.split(':').map((group) => parseInt(group, 16)) : [];
  const front = part(head);
  const back = part(rest);
  const zeros = rest === undefined ? [] : new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:192.0.2.1) stands for. */
function mappedIPv4(groups: number[]): string | undefined {
  if (!groups.slice(0, 5).every((group) => group === 0) || groups[5] !== 0xffff) return undefined;
  return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
}

/**
 * The bucket a client address is counted in by the rate limits: an IPv4 address on its own; an
 * IPv6 address by its /64 network, the block one subscriber usually holds whole (counting single
 * addresses would let one machine walk through 2^64 of them). An IPv4-mapped IPv6 address counts
 * as its IPv4 address.
 */
export function addressBucket(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return (
    mappedIPv4(groups) ??
    `${groups
      .slice(0, 4)
      .map((group) => group.toString(16))
      .join(':')}::/64`
  );
}

/**
 * The wider network of an IPv6 client: its /56, the prefix many providers delegate to one
 * customer, who can then number 256 /64 networks and walk through them. Undefined for an IPv4
 * address (or a mapped one) and for what is not an address: addressBucket alone counts those.
 */
export function addressNetwork(address: string): string | undefined {
  const groups = isIPv4(address) ? undefined : ipv6Groups(address);
  if (!groups || mappedIPv4(groups)) return undefined;
  const prefix = [...groups.slice(0, 3), groups[3]! & 0xff00];
  return `${prefix.map((group) => group.toString(16)).join(':')}::/56`;
}
