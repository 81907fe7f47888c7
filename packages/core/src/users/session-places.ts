import ipaddr from "ipaddr.js";
import type { CompanyNetwork, SessionPlace } from "@intranet/contracts/sessions";

type Address = ReturnType<typeof ipaddr.parse>;
type Range = [Address, number];

/** A CIDR range as ipaddr.js reads it, or undefined when it is not one (`203.0.113.0/24`, `2001:db8::/32`). */
export function parseRange(cidr: string): Range | undefined {
  if (!ipaddr.isValidCIDR(cidr.trim())) return undefined;
  return ipaddr.parseCIDR(cidr.trim());
}

/** Ranges no company names because they are not on the internet: said as "private network". */
const privateRanges = new Set(["private", "loopback", "linkLocal", "uniqueLocal", "carrierGradeNat", "unspecified"]);

/** The address with its last part hidden: 203.0.113.* or 2001:db8:1:2:* (the /64 network). */
function masked(address: Address): string {
  if (address.kind() === "ipv4") return [...(address as ipaddr.IPv4).octets.slice(0, 3), "*"].join(".");
  return [...(address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16)), "*"].join(":");
}

/**
 * Where an address is: the first of the company's named networks that holds it, else "private"
 * for private and loopback ranges, else the address masked. No geo-IP database: a city from an
 * address would need one, kept current, and its guesses are often wrong for offices behind VPNs.
 */
export function placeOf(sourceIp: string | undefined, networks: CompanyNetwork[]): SessionPlace {
  if (!sourceIp || !ipaddr.isValid(sourceIp)) return { kind: "unknown" };
  const address = ipaddr.process(sourceIp); // an IPv4-mapped IPv6 address is matched as IPv4
  for (const network of networks) {
    const range = parseRange(network.cidr);
    if (range && range[0].kind() === address.kind() && address.match(range))
      return { kind: "network", name: network.name };
  }
  if (privateRanges.has(address.range())) return { kind: "private" };
  return { kind: "address", address: masked(address) };
}
