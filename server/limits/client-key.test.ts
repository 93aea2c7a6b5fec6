import { describe, expect, it } from 'vitest';
import { clientKey, clientNetworkKey } from './client-key.ts';

describe('clientKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['203.0.113.9:51234', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['[::ffff:203.0.113.9]:443', '203.0.113.9'],
    ['::FFFF:cb00:7109', '203.0.113.9'],
    ['0:0:0:0:0:ffff:203.0.113.9', '203.0.113.9'],
  ])('reads %s as the IPv4 client %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it.each([
    ['2001:db8:1:2::1'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff'],
    ['2001:0DB8:0001:0002:0000:0000:0000:0abc'],
    ['[2001:db8:1:2::99]:8080'],
    ['2001:db8:1:2::5%eth0'],
  ])('groups %s by its /64', (address) => {
    expect(clientKey(address)).toBe('2001:db8:1:2::/64');
  });

  it('keeps neighbouring /64s and loopback apart', () => {
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('clientNetworkKey', () => {
  it('groups IPv6 clients by their /48 and keeps IPv4 clients apart', () => {
    expect(clientNetworkKey('2001:db8:1:2::1')).toBe('2001:db8:1::/48');
    expect(clientNetworkKey('2001:db8:1:ffff::9')).toBe('2001:db8:1::/48');
    expect(clientNetworkKey('2001:db8:2:2::1')).toBe('2001:db8:2::/48');
    expect(clientNetworkKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetworkKey('203.0.113.10')).toBe('203.0.113.10');
  });
});
