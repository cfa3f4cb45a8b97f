/**
 * The client's address for a request reaching our server: the socket's address when no proxy
 * is trusted (whatever X-Forwarded-For the client sent), otherwise the entry that the
 * `trustedHops` proxies in front of us vouch for (each appends the address it received from).
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {number} trustedHops
 * @returns {string}
 */
export function resolveClientAddress(socketAddress, forwardedFor, trustedHops) {
  const socket = (socketAddress ?? 'unknown').replace(/^::ffff:/, '');
  if (!(trustedHops > 0)) return socket;
  const chain = [
    ...String(forwardedFor ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    socket,
  ];
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? socket;
}
