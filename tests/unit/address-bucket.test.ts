import { describe, expect, it } from 'vitest';
import { addressBucket, addressNetwork } from '@/lib/net/address-bucket';

describe('the rate limits’ address buckets', () => {
  it('counts an IPv4 address on its own', () => {
    expect(addressBucket('192.0.2.7')).toBe('192.0.2.7');
    expect(addressBucket('192.0.2.8')).not.toBe(addressBucket('192.0.2.7'));
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const bucket = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:a:b:c:d',
      '[2001:db8:1:2::99]',
      '2001:db8:1:2::5%eth0',
    ])
      expect(addressBucket(address), address).toBe(bucket);
    expect(addressBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressBucket('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('leaves what is not an address as it is (one bucket for all of them)', () => {
    expect(addressBucket('unknown')).toBe('unknown');
  });
});

describe('the wider network of an IPv6 client', () => {
  it('is its /56: the 256 /64 networks one customer may number are one network', () => {
    const network = '2001:db8:1:200::/56';
    for (const address of ['2001:db8:1:200::1', '2001:db8:1:2ff:a::b', '2001:DB8:1:2AB::9'])
      expect(addressNetwork(address), address).toBe(network);
    expect(addressNetwork('2001:db8:1:300::1')).toBe('2001:db8:1:300::/56');
  });

  it('is nothing for an IPv4 client, mapped or not, and for what is not an address', () => {
    expect(addressNetwork('192.0.2.7')).toBeUndefined();
    expect(addressNetwork('::ffff:192.0.2.7')).toBeUndefined();
    expect(addressNetwork('unknown')).toBeUndefined();
  });
});
