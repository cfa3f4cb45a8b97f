import { BlockList, isIP } from 'node:net';

// Read by src/config/settings.ts at start-up and by the webhook worker (decision 078).

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** What WEBHOOK_ALLOWED_HOSTS lets through: host names, addresses and networks. */
export interface WebhookAllowList {
  allowsHost(hostname: string): boolean;
  allowsAddress(address: string): boolean;
}

/**
 * Reads WEBHOOK_ALLOWED_HOSTS: entries separated by commas or spaces, each a host name
 * (`n8n.internal`), an address (`10.0.0.5`, `::1`) or a network (`10.0.0.0/8`, `fd00::/8`).
 * Throws naming the first entry that is none of these.
 */
export function parseAllowList(setting: string | undefined): WebhookAllowList {
  const hosts = new Set<string>();
  const networks = new BlockList();
  for (const entry of (setting ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [address = '', prefixText, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 && prefixText === undefined && /^[a-z0-9.-]+$/i.test(entry)) {
      hosts.add(entry.toLowerCase());
      continue;
    }
    const prefix = prefixText === undefined ? undefined : Number(prefixText);
    const maxPrefix = version === 6 ? 128 : 32;
    if (
      version === 0 ||
      rest.length > 0 ||
      (prefix !== undefined && (!/^\d{1,3}$/.test(prefixText ?? '') || prefix > maxPrefix))
    )
      throw new Error(`"${entry}" is neither a host name, an IP address nor a network`);
    if (prefix === undefined) networks.addAddress(address, familyOf(address));
    else networks.addSubnet(address, prefix, familyOf(address));
  }
  return {
    allowsHost: (hostname) => hosts.has(hostname.toLowerCase()),
    allowsAddress: (address) => isIP(address) !== 0 && networks.check(address, familyOf(address)),
  };
}
