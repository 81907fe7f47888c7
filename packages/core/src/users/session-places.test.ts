import { describe, expect, it } from "vitest";
import { placeOf } from "./session-places";
import { deviceOf } from "./user-agent";

const networks = [
  { name: "Moscow office", cidr: "203.0.113.0/24" },
  { name: "Kyiv office", cidr: "2001:db8:42::/48" },
];

describe("a session's place, from its address and the company's networks", () => {
  it("names the network that holds the address, IPv4 (mapped too) and IPv6", () => {
    expect(placeOf("203.0.113.77", networks)).toEqual({ kind: "network", name: "Moscow office" });
    expect(placeOf("::ffff:203.0.113.5", networks)).toEqual({ kind: "network", name: "Moscow office" });
    expect(placeOf("2001:db8:42:1::9", networks)).toEqual({ kind: "network", name: "Kyiv office" });
  });

  it("says private for private and loopback ranges, else masks the address's last part", () => {
    for (const address of ["10.1.2.3", "192.168.0.10", "127.0.0.1", "::1", "fd00::1"])
      expect(placeOf(address, networks)).toEqual({ kind: "private" });
    expect(placeOf("198.51.100.23", networks)).toEqual({ kind: "address", address: "198.51.100.*" });
    expect(placeOf("2001:db8:43:7:1:2:3:4", networks)).toEqual({ kind: "address", address: "2001:db8:43:7:*" });
    expect(placeOf(undefined, networks)).toEqual({ kind: "unknown" });
    expect(placeOf("not an address", networks)).toEqual({ kind: "unknown" });
  });
});

describe("a session's device, from its user agent", () => {
  it("tells the browser families apart although they all say Chrome or Safari", () => {
    const windowsChrome =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    expect(deviceOf(windowsChrome)).toEqual({ browser: "Chrome 131", os: "Windows", mobile: false });
    expect(deviceOf(`${windowsChrome} Edg/131.0.2903.70`)).toEqual({
      browser: "Edge 131",
      os: "Windows",
      mobile: false,
    });
    expect(
      deviceOf(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ browser: "Safari 17", os: "iOS", mobile: true });
    expect(deviceOf("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toEqual({
      browser: "Firefox 133",
      os: "Linux",
      mobile: false,
    });
    expect(
      deviceOf(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      ),
    ).toEqual({ browser: "Chrome 131", os: "Android", mobile: true });
    expect(deviceOf("curl/8.5.0")).toEqual({ mobile: false });
    expect(deviceOf(undefined)).toEqual({ mobile: false });
  });
});
