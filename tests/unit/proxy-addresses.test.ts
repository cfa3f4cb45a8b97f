// Whose forwarded headers an instance believes, and where it listens (decision 037).
import { describe, expect, it } from 'vitest';
import {
  defaultListenAddress,
  parseProxyAddresses,
  trustedProxyCheck,
} from '@/config/proxy-addresses.mjs';

describe('the proxies an instance trusts', () => {
  it('are those on this machine when TRUSTED_PROXY_ADDRESSES is empty', () => {
    for (const setting of [undefined, '', '  ']) {
      const trusts = trustedProxyCheck(setting);
      expect(trusts('127.0.0.1')).toBe(true);
      expect(trusts('::ffff:127.0.0.1')).toBe(true);
      expect(trusts('::1')).toBe(true);
      expect(trusts('10.0.0.5')).toBe(false);
      expect(trusts('192.168.1.20')).toBe(false);
      expect(trusts(undefined)).toBe(false);
    }
  });

  it('are exactly the addresses and networks listed, loopback no longer among them', () => {
    const trusts = trustedProxyCheck('10.0.0.5, 172.16.0.0/12 fd00::/8');
    expect(trusts('10.0.0.5')).toBe(true);
    expect(trusts('::ffff:10.0.0.5')).toBe(true);
    expect(trusts('10.0.0.6')).toBe(false);
    expect(trusts('172.20.3.4')).toBe(true);
    expect(trusts('fd12::1')).toBe(true);
    expect(trusts('127.0.0.1')).toBe(false);
    expect(trusts('not an address')).toBe(false);
  });

  it.each(['10.0.0.300', 'proxy.internal', '10.0.0.0/33', '10.0.0.0/8/1', '::1/129', '10.0.0.0/'])(
    'refuses %s, naming it',
    (entry) => {
      expect(() => parseProxyAddresses(`127.0.0.1, ${entry}`)).toThrow(entry);
    },
  );
});

describe('where an instance listens without --hostname', () => {
  it('on loopback only behind a proxy on this machine', () => {
    expect(defaultListenAddress(1, undefined)).toBe('127.0.0.1');
    expect(defaultListenAddress(2, '')).toBe('127.0.0.1');
  });

  it('on every interface when it faces visitors or its proxy is elsewhere', () => {
    expect(defaultListenAddress(0, undefined)).toBe('0.0.0.0');
    expect(defaultListenAddress(1, '10.0.0.5')).toBe('0.0.0.0');
  });
});
