import { describe, expect, it } from 'vitest';
import { clientIp, isTrustedProxy, normaliseAddress, parseTrustedProxies } from '@/runtime/client-ip';

describe('parseTrustedProxies and isTrustedProxy', () => {
  it('"loopback" is 127.0.0.0/8, ::1 and IPv4-mapped 127.0.0.0/8', () => {
    const trusted = parseTrustedProxies('loopback');
    expect(isTrustedProxy('127.0.0.1', trusted)).toBe(true);
    expect(isTrustedProxy('127.255.255.254', trusted)).toBe(true);
    expect(isTrustedProxy('::1', trusted)).toBe(true);
    expect(isTrustedProxy('0:0:0:0:0:0:0:1', trusted)).toBe(true);
    expect(isTrustedProxy('::ffff:127.0.0.1', trusted)).toBe(true);
    expect(isTrustedProxy('::ffff:7f00:2', trusted)).toBe(true);
    expect(isTrustedProxy('128.0.0.1', trusted)).toBe(false);
    expect(isTrustedProxy('126.255.255.255', trusted)).toBe(false);
    expect(isTrustedProxy('::2', trusted)).toBe(false);
    expect(isTrustedProxy('::ffff:10.0.0.1', trusted)).toBe(false);
    expect(isTrustedProxy('LOOPBACK', 'LoopBack')).toBe(false);
    expect(isTrustedProxy('127.0.0.1', 'LoopBack')).toBe(true);
  });

  it('takes IPv4 and IPv6 addresses and CIDRs, with spaces', () => {
    const trusted = parseTrustedProxies(' 10.0.0.0/8 , 2001:db8::/32,192.0.2.10, 2001:DB8:ffff::1 ');
    expect(trusted.entries).toEqual(['10.0.0.0/8', '2001:db8::/32', '192.0.2.10', '2001:DB8:ffff::1']);
    expect(isTrustedProxy('10.0.0.1', trusted)).toBe(true);
    expect(isTrustedProxy('10.255.255.255', trusted)).toBe(true);
    expect(isTrustedProxy('11.0.0.1', trusted)).toBe(false);
    expect(isTrustedProxy('9.255.255.255', trusted)).toBe(false);
    expect(isTrustedProxy('::ffff:10.1.2.3', trusted)).toBe(true);
    expect(isTrustedProxy('2001:db8:1234::1', trusted)).toBe(true);
    expect(isTrustedProxy('2001:0DB8:0:0:0:0:0:7', trusted)).toBe(true);
    expect(isTrustedProxy('2001:db9::1', trusted)).toBe(false);
    expect(isTrustedProxy('192.0.2.10', trusted)).toBe(true);
    expect(isTrustedProxy('192.0.2.11', trusted)).toBe(false);
    expect(isTrustedProxy('127.0.0.1', trusted)).toBe(false);
    expect(isTrustedProxy('::1', trusted)).toBe(false);
  });

  it('a /32 and a /128 are one address; /0 is everything of that family', () => {
    expect(isTrustedProxy('198.51.100.7', '198.51.100.7/32')).toBe(true);
    expect(isTrustedProxy('198.51.100.8', '198.51.100.7/32')).toBe(false);
    expect(isTrustedProxy('2001:db8::5', '2001:db8::5/128')).toBe(true);
    expect(isTrustedProxy('2001:db8::6', '2001:db8::5/128')).toBe(false);
    expect(isTrustedProxy('203.0.113.99', '0.0.0.0/0')).toBe(true);
    expect(isTrustedProxy('2001:db8::1', '0.0.0.0/0')).toBe(false);
  });

  it('an empty setting trusts nobody', () => {
    expect(parseTrustedProxies('').entries).toEqual([]);
    expect(isTrustedProxy('127.0.0.1', '')).toBe(false);
    expect(isTrustedProxy('::1', ' , ')).toBe(false);
  });

  it('what is not an address is never trusted', () => {
    expect(isTrustedProxy(undefined, 'loopback')).toBe(false);
    expect(isTrustedProxy('', 'loopback')).toBe(false);
    expect(isTrustedProxy('localhost', 'loopback')).toBe(false);
    expect(isTrustedProxy('127.0.0.1.evil.example', 'loopback')).toBe(false);
    expect(isTrustedProxy('127.0.0.256', '127.0.0.0/8')).toBe(false);
  });

  it('a wrong entry throws, naming it', () => {
    expect(() => parseTrustedProxies('localhost')).toThrow('TRUSTED_PROXIES: "localhost" is not an IP address, a CIDR or "loopback"');
    expect(() => parseTrustedProxies('loopback, 10.0.0.256')).toThrow('"10.0.0.256" is not an IP address');
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow('TRUSTED_PROXIES: "10.0.0.0/33" has a wrong prefix length (0 to 32)');
    expect(() => parseTrustedProxies('2001:db8::/129')).toThrow('"2001:db8::/129" has a wrong prefix length (0 to 128)');
    expect(() => parseTrustedProxies('10.0.0.0/')).toThrow('wrong prefix length');
    expect(() => parseTrustedProxies('10.0.0.0/8x')).toThrow('wrong prefix length');
    expect(() => parseTrustedProxies('10.0.0.0/-1')).toThrow('wrong prefix length');
  });
});

describe('normaliseAddress', () => {
  it('one form per address', () => {
    expect(normaliseAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(normaliseAddress('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normaliseAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(normaliseAddress('::1')).toBe('::1');
    expect(normaliseAddress('unknown')).toBeUndefined();
    expect(normaliseAddress(undefined)).toBeUndefined();
  });
});

describe('clientIp', () => {
  it('a client straight on the socket is its own address; its X-Forwarded-For is ignored', () => {
    expect(clientIp('203.0.113.7', { 'x-forwarded-for': '198.51.100.1' }, 'loopback')).toBe('203.0.113.7');
    expect(clientIp('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }, 'loopback')).toBe('203.0.113.7');
    expect(clientIp('203.0.113.7', { 'x-forwarded-for': '198.51.100.1, 127.0.0.1' }, 'loopback')).toBe('203.0.113.7');
    expect(clientIp('2001:db8::7', { 'x-forwarded-for': '198.51.100.1' }, 'loopback')).toBe('2001:db8::7');
    expect(clientIp('203.0.113.7', {}, 'loopback')).toBe('203.0.113.7');
  });

  it('behind one trusted proxy the client is the rightmost X-Forwarded-For entry', () => {
    expect(clientIp('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }, 'loopback')).toBe('203.0.113.7');
    expect(clientIp('::1', { 'x-forwarded-for': '203.0.113.7' }, 'loopback')).toBe('203.0.113.7');
    expect(clientIp('::ffff:127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }, 'loopback')).toBe('203.0.113.7');
  });

  it('what the client wrote into X-Forwarded-For before our proxy appended its address is ignored', () => {
    // The client sent "X-Forwarded-For: 198.51.100.1, 127.0.0.1"; the proxy appended the client's real address.
    expect(clientIp('127.0.0.1', { 'x-forwarded-for': '198.51.100.1, 127.0.0.1, 203.0.113.7' }, 'loopback')).toBe('203.0.113.7');
    expect(clientIp('127.0.0.1', { 'x-forwarded-for': 'nonsense, 203.0.113.7' }, 'loopback')).toBe('203.0.113.7');
  });

  it('walks several trusted hops from the right', () => {
    const trusted = parseTrustedProxies('loopback, 10.0.0.0/8');
    const headers = { 'x-forwarded-for': '6.6.6.6, 198.51.100.20, 10.0.0.5, 10.0.0.9' };
    expect(clientIp('127.0.0.1', headers, trusted)).toBe('198.51.100.20');
    expect(clientIp('10.1.1.1', headers, trusted)).toBe('198.51.100.20');
    // Headers sent more than once are one list, in order.
    expect(clientIp('127.0.0.1', { 'x-forwarded-for': ['6.6.6.6, 198.51.100.20', '10.0.0.5'] }, trusted)).toBe('198.51.100.20');
  });

  it('IPv6 proxies and clients', () => {
    const trusted = parseTrustedProxies('2001:db8:ffff::/48');
    expect(clientIp('2001:db8:ffff::2', { 'x-forwarded-for': '2001:db8:1::7, 2001:db8:ffff::3' }, trusted)).toBe('2001:db8:1::7');
    expect(clientIp('2001:db8:ffff::2', { 'x-forwarded-for': '2001:DB8:1:0:0:0:0:7' }, trusted)).toBe('2001:db8:1::7');
    expect(clientIp('2001:db8:ffff::2', { 'x-forwarded-for': '::ffff:203.0.113.7' }, trusted)).toBe('203.0.113.7');
    expect(clientIp('2001:db8:fffe::2', { 'x-forwarded-for': '2001:db8:1::7' }, trusted)).toBe('2001:db8:fffe::2');
  });

  it('a dual-stack socket gives IPv4 clients as IPv4-mapped IPv6; the client is its IPv4 address', () => {
    expect(clientIp('::ffff:203.0.113.7', {}, 'loopback')).toBe('203.0.113.7');
    expect(clientIp('::ffff:203.0.113.7', { 'x-forwarded-for': '198.51.100.1' }, 'loopback')).toBe('203.0.113.7');
  });

  it('entries with ports, as some proxies write them', () => {
    expect(clientIp('127.0.0.1', { 'x-forwarded-for': '203.0.113.7:5123' }, 'loopback')).toBe('203.0.113.7');
    expect(clientIp('127.0.0.1', { 'x-forwarded-for': '[2001:db8::1]:443' }, 'loopback')).toBe('2001:db8::1');
    expect(clientIp('127.0.0.1', { 'x-forwarded-for': '[2001:db8::1]' }, 'loopback')).toBe('2001:db8::1');
  });

  it('when every hop is trusted, the farthest of them; a trusted proxy without X-Forwarded-For is the client', () => {
    const trusted = 'loopback, 10.0.0.0/8';
    expect(clientIp('127.0.0.1', { 'x-forwarded-for': '10.0.0.1, 10.0.0.2' }, trusted)).toBe('10.0.0.1');
    expect(clientIp('127.0.0.1', {}, trusted)).toBe('127.0.0.1');
    expect(clientIp('127.0.0.1', { 'x-forwarded-for': '' }, trusted)).toBe('127.0.0.1');
  });

  it('something that is not an address behind a trusted hop stops the walk at that hop', () => {
    const trusted = 'loopback, 10.0.0.0/8';
    expect(clientIp('127.0.0.1', { 'x-forwarded-for': 'evil, 10.0.0.2' }, trusted)).toBe('10.0.0.2');
    expect(clientIp('127.0.0.1', { 'x-forwarded-for': 'unknown' }, trusted)).toBe('127.0.0.1');
    expect(clientIp('127.0.0.1', { 'x-forwarded-for': '203.0.113.7, 2001:db8::zz' }, trusted)).toBe('127.0.0.1');
  });

  it('trusting nobody, the socket always wins', () => {
    expect(clientIp('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }, '')).toBe('127.0.0.1');
  });

  it('reads fetch Headers too', () => {
    const headers = new Headers({ 'X-Forwarded-For': '198.51.100.1, 203.0.113.7' });
    expect(clientIp('127.0.0.1', headers, 'loopback')).toBe('203.0.113.7');
    expect(clientIp('127.0.0.1', new Headers(), 'loopback')).toBe('127.0.0.1');
  });

  it('a closed socket has no address', () => {
    expect(clientIp(undefined, { 'x-forwarded-for': '203.0.113.7' }, 'loopback')).toBeUndefined();
  });
});
