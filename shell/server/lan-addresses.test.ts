// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { lanAddresses, remoteUrlsAt } from './lan-addresses'

const address = (address: string, family: 'IPv4' | 'IPv6', internal: boolean) => ({
  address,
  family,
  internal,
  netmask: family === 'IPv4' ? '255.255.255.0' : 'ffff:ffff:ffff:ffff::',
  mac: '00:00:00:00:00:00',
  cidr: null,
  ...(family === 'IPv6' ? { scopeid: 0 } : {}),
})

describe('lanAddresses', () => {
  it("names each network's IPv4 address a phone can reach, not loopback or IPv6", () => {
    expect(
      lanAddresses({
        lo: [address('127.0.0.1', 'IPv4', true), address('::1', 'IPv6', true)],
        wlan0: [address('192.168.1.20', 'IPv4', false), address('fe80::1', 'IPv6', false)],
        eth0: [address('10.0.0.5', 'IPv4', false)],
      } as never),
    ).toEqual(['192.168.1.20', '10.0.0.5'])
  })

  it('names none on a machine with loopback only', () => {
    expect(lanAddresses({ lo: [address('127.0.0.1', 'IPv4', true)] } as never)).toEqual([])
  })
})

describe('remoteUrlsAt', () => {
  it("gives every remote's entry at the LAN address, as the build's REMOTE_URL_<KEY> settings", () => {
    expect(remoteUrlsAt('192.168.1.20')).toEqual({
      REMOTE_URL_HOME: 'http://192.168.1.20:4174/assets/remoteEntry.js',
      REMOTE_URL_CATEGORIES: 'http://192.168.1.20:4175/assets/remoteEntry.js',
      REMOTE_URL_FAQ: 'http://192.168.1.20:4176/assets/remoteEntry.js',
    })
  })
})
