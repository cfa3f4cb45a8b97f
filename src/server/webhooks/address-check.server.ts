import 'server-only';
import { BlockList, isIP } from 'node:net';
import type { WebhookAllowList } from '@/config/webhook-allow-list';

/*
 * Where a webhook may not go (issue 32, decision 078): this machine, the private networks, the
 * link-local range with the cloud metadata address, and addresses that mean "nowhere" or "many".
 * Checked on the address a delivery connects to, after DNS (safe-lookup.server.ts), unless an
 * admin's WEBHOOK_ALLOWED_HOSTS lets a host or network through (a self-hosted n8n nearby).
 */

const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches this machine
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  forbidden.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64: an IPv4 address behind it may be a private one
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  forbidden.addSubnet(network, prefix, 'ipv6');

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * Whether an IP address is one a webhook must not reach. An IPv4-mapped IPv6 address
 * (`::ffff:127.0.0.1`, `::ffff:7f00:1`) counts as the IPv4 address it maps.
 */
export function isForbiddenAddress(address: string): boolean {
  if (isIP(address) === 0) return true;
  return forbidden.check(address, familyOf(address));
}

/** Whether a delivery may connect to `address`, reached by the name `hostname`. */
export function mayConnect(
  allowList: WebhookAllowList,
  hostname: string,
  address: string,
): boolean {
  if (allowList.allowsHost(hostname) || allowList.allowsAddress(address))
    return isIP(address) !== 0;
  return !isForbiddenAddress(address);
}

/**
 * Whether a URL's scheme may be called: https always; http on a site that is not deployed (a
 * laptop, the tests), or to a host WEBHOOK_ALLOWED_HOSTS names (a self-hosted n8n on the private
 * network, often without TLS: the operator vouched for it).
 */
export function mayCallScheme(
  target: string,
  deployed: boolean,
  allowList: WebhookAllowList,
): boolean {
  const url = new URL(target);
  if (url.protocol === 'https:' || !deployed) return true;
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return allowList.allowsHost(hostname) || allowList.allowsAddress(hostname);
}
