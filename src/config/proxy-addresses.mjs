// @ts-check
// Who may speak for a visitor (decision 037): the peers whose X-Forwarded-* headers an instance
// believes when TRUST_PROXY_HOPS is set. Read by scripts/serve.mjs for every request and checked
// by src/config/settings.ts at start-up, so both understand TRUSTED_PROXY_ADDRESSES alike.
import { BlockList, isIP } from 'node:net';

/** Without TRUSTED_PROXY_ADDRESSES: a proxy on this machine (nginx beside the instances). */
const loopback = '127.0.0.0/8, ::1';

/**
 * @typedef {{ address: string, family: 'ipv4' | 'ipv6', prefix?: number }} ProxyAddress
 */

/**
 * The entries of a TRUSTED_PROXY_ADDRESSES value: addresses and networks separated by commas or
 * spaces (`10.0.0.5, 10.1.0.0/16, fd00::/8`).
 * @param {string} text
 * @returns {ProxyAddress[]}
 * @throws {Error} naming the first entry that is neither
 */
export function parseProxyAddresses(text) {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const [address = '', prefixText, ...rest] = entry.split('/');
      const version = isIP(address);
      const family = version === 6 ? 'ipv6' : 'ipv4';
      const prefix = prefixText === undefined ? undefined : Number(prefixText);
      const maxPrefix = version === 6 ? 128 : 32;
      const badPrefix =
        prefix !== undefined &&
        (!/^\d{1,3}$/.test(prefixText ?? '') || prefix > maxPrefix || rest.length > 0);
      if (version === 0 || badPrefix)
        throw new Error(`"${entry}" is neither an IP address nor a network such as 10.0.0.0/8`);
      return { address, family, ...(prefix === undefined ? {} : { prefix }) };
    });
}

/**
 * Whether a connection's peer is a proxy the instance trusts: one of TRUSTED_PROXY_ADDRESSES, or
 * this machine when the setting is empty.
 * @param {string | undefined} setting TRUSTED_PROXY_ADDRESSES
 * @returns {(peer: string | undefined) => boolean}
 */
export function trustedProxyCheck(setting) {
  const list = new BlockList();
  for (const { address, family, prefix } of parseProxyAddresses(setting?.trim() || loopback)) {
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, prefix, family);
  }
  return (peer) => {
    // An IPv4 client of a dual-stack socket arrives as ::ffff:a.b.c.d.
    const address = (peer ?? '').replace(/^::ffff:(?=\d+\.)/, '');
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Where an instance listens unless told otherwise (`--hostname`): behind a proxy on this machine
 * (TRUST_PROXY_HOPS without TRUSTED_PROXY_ADDRESSES) on loopback only, so nobody else can reach
 * it and write the headers the proxy writes; otherwise on every interface.
 * @param {number} trustedHops
 * @param {string | undefined} trustedAddresses TRUSTED_PROXY_ADDRESSES
 */
export function defaultListenAddress(trustedHops, trustedAddresses) {
  return trustedHops > 0 && !trustedAddresses?.trim() ? '127.0.0.1' : '0.0.0.0';
}
