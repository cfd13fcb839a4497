import { describe, expect, it } from 'vitest';
import { createAddressPolicy, isAllowedAddress } from './address-policy.ts';

const refusal = (address: string, allowCidrs: string[] = []) => createAddressPolicy(allowCidrs).refusal(address);

describe('address policy', () => {
  it.each([
    ['93.184.216.34'],
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4001:80b::200e'],
    ['::ffff:8.8.8.8'],
    ['64:ff9b::808:808'],
    ['2002:808:808::1'],
  ])('allows the public address %s', (address) => {
    expect(refusal(address)).toBeUndefined();
    expect(isAllowedAddress(address)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'address 127.0.0.1 is loopback'],
    ['127.255.0.9', 'address 127.255.0.9 is loopback'],
    ['10.0.0.1', 'address 10.0.0.1 is private'],
    ['172.16.0.1', 'address 172.16.0.1 is private'],
    ['172.31.255.254', 'address 172.31.255.254 is private'],
    ['192.168.1.1', 'address 192.168.1.1 is private'],
    ['100.64.0.1', 'address 100.64.0.1 is shared address space (CGNAT)'],
    ['169.254.1.1', 'address 169.254.1.1 is link-local'],
    ['0.0.0.0', 'address 0.0.0.0 is unspecified'],
    ['0.1.2.3', 'address 0.1.2.3 is unspecified'],
    ['224.0.0.1', 'address 224.0.0.1 is multicast'],
    ['255.255.255.255', 'address 255.255.255.255 is broadcast'],
    ['240.0.0.1', 'address 240.0.0.1 is reserved'],
    ['192.0.0.8', 'address 192.0.0.8 is reserved'],
    ['198.18.0.1', 'address 198.18.0.1 is reserved'],
    ['192.0.2.1', 'address 192.0.2.1 is reserved'],
    ['198.51.100.7', 'address 198.51.100.7 is reserved'],
    ['203.0.113.9', 'address 203.0.113.9 is reserved'],
  ])('refuses the IPv4 address %s', (address, reason) => {
    expect(refusal(address)).toBe(reason);
  });

  it.each([
    ['::1', 'address ::1 is loopback'],
    ['::', 'address :: is unspecified'],
    ['fe80::1', 'address fe80::1 is link-local'],
    ['fc00::1', 'address fc00::1 is private'],
    ['fd12:3456::1', 'address fd12:3456::1 is private'],
    ['fec0::1', 'address fec0::1 is site-local'],
    ['ff02::1', 'address ff02::1 is multicast'],
    ['2001:db8::1', 'address 2001:db8::1 is reserved'],
    ['100::1', 'address 100::1 is reserved'],
    ['4000::1', 'address 4000::1 is reserved'],
  ])('refuses the IPv6 address %s', (address, reason) => {
    expect(refusal(address)).toBe(reason);
  });

  it.each([
    ['::ffff:127.0.0.1', 'address ::ffff:127.0.0.1 is loopback'],
    ['::ffff:7f00:1', 'address ::ffff:7f00:1 is loopback'],
    ['::ffff:10.0.0.1', 'address ::ffff:10.0.0.1 is private'],
    ['::ffff:0:a00:1', 'address ::ffff:0:a00:1 is private'],
    ['::127.0.0.1', 'address ::127.0.0.1 is loopback'],
    ['::7f00:1', 'address ::7f00:1 is loopback'],
    ['::808:808', 'address ::808:808 is reserved'],
    ['64:ff9b::a00:1', 'address 64:ff9b::a00:1 is private'],
    ['64:ff9b::7f00:1', 'address 64:ff9b::7f00:1 is loopback'],
    ['64:ff9b:1::808:808', 'address 64:ff9b:1::808:808 is private'],
    ['2002:a00:1::1', 'address 2002:a00:1::1 is private'],
    ['2002:7f00:1::', 'address 2002:7f00:1:: is loopback'],
    ['2001:0:a00:1::1', 'address 2001:0:a00:1::1 is private'],
    ['2001:0:808:808:0:0:80ff:fffe', 'address 2001:0:808:808:0:0:80ff:fffe is loopback'],
  ])('refuses %s, which embeds an unsafe IPv4 address', (address, reason) => {
    expect(refusal(address)).toBe(reason);
  });

  it.each([
    ['169.254.169.254'],
    ['169.254.170.2'],
    ['100.100.100.200'],
    ['168.63.129.16'],
    ['fd00:ec2::254'],
    ['::ffff:169.254.169.254'],
  ])('refuses the cloud metadata endpoint %s even when its range is allow-listed', (address) => {
    expect(refusal(address, ['0.0.0.0/0', '::/0'])).toBe(`address ${address} is a cloud metadata endpoint`);
  });

  it('exempts addresses inside an allow-listed range and nothing else', () => {
    const allowCidrs = ['127.0.0.0/8', '10.1.2.3'];
    expect(refusal('127.0.0.1', allowCidrs)).toBeUndefined();
    expect(refusal('::ffff:127.0.0.1', allowCidrs)).toBeUndefined();
    expect(refusal('10.1.2.3', allowCidrs)).toBeUndefined();
    expect(refusal('10.1.2.4', allowCidrs)).toBe('address 10.1.2.4 is private');
    expect(refusal('::1', allowCidrs)).toBe('address ::1 is loopback');
  });

  it('refuses loopback when no allow-list is given', () => {
    expect(isAllowedAddress('127.0.0.1')).toBe(false);
    expect(isAllowedAddress('127.0.0.1', ['127.0.0.1/32'])).toBe(true);
  });

  it('refuses a string that is not an IP address', () => {
    expect(refusal('localhost')).toBe('address localhost is not an IP address');
  });

  it('rejects an allow-list entry that is not a range', () => {
    expect(() => createAddressPolicy(['10.0.0.0/8', 'intranet'])).toThrow(
      'SSRF allow-list entry "intranet" is not an IP address or CIDR range',
    );
  });
});
