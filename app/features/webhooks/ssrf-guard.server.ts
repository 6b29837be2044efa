import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * The server-side request forgery guard for webhook deliveries: a webhook URL is typed in by staff,
 * and without this check it could make the server POST to itself, the cloud metadata service
 * (169.254.169.254) or any machine on the internal network. Addresses are checked twice: literal IPs
 * in the URL when it is saved, and every address a host name resolves to at connect time, inside the
 * socket's own DNS lookup, so a name that resolved to a public address at save time and to 127.0.0.1
 * now (DNS rebinding) is still refused.
 */
export type AddressClass =
  | "unspecified"
  | "loopback"
  | "private"
  | "link-local"
  | "carrier-grade-nat"
  | "multicast"
  | "broadcast"
  | "reserved";

type Family = "ipv4" | "ipv6";

/** Checked in this order, so 255.255.255.255 is "broadcast" before it is "reserved" (240.0.0.0/4). */
const RANGES: ReadonlyArray<[AddressClass, Family, string, number]> = [
  ["unspecified", "ipv4", "0.0.0.0", 8],
  ["loopback", "ipv4", "127.0.0.0", 8],
  ["private", "ipv4", "10.0.0.0", 8],
  ["private", "ipv4", "172.16.0.0", 12],
  ["private", "ipv4", "192.168.0.0", 16],
  ["link-local", "ipv4", "169.254.0.0", 16],
  ["carrier-grade-nat", "ipv4", "100.64.0.0", 10],
  ["multicast", "ipv4", "224.0.0.0", 4],
  ["broadcast", "ipv4", "255.255.255.255", 32],
  // IETF protocol assignments, benchmarking, documentation and "future use": nothing a webhook lives on.
  ["reserved", "ipv4", "192.0.0.0", 24],
  ["reserved", "ipv4", "192.0.2.0", 24],
  ["reserved", "ipv4", "198.18.0.0", 15],
  ["reserved", "ipv4", "198.51.100.0", 24],
  ["reserved", "ipv4", "203.0.113.0", 24],
  ["reserved", "ipv4", "240.0.0.0", 4],
  ["unspecified", "ipv6", "::", 128],
  ["loopback", "ipv6", "::1", 128],
  ["private", "ipv6", "fc00::", 7],
  // Site-local, deprecated but still routed inside some networks.
  ["private", "ipv6", "fec0::", 10],
  // Local-use NAT64 (RFC 8215) translates to whatever the local network chooses.
  ["private", "ipv6", "64:ff9b:1::", 48],
  ["link-local", "ipv6", "fe80::", 10],
  ["multicast", "ipv6", "ff00::", 8],
  ["reserved", "ipv6", "100::", 64],
  ["reserved", "ipv6", "2001:db8::", 32],
  // Teredo hides an IPv4 address (obfuscated) inside; tunnelled traffic has no place in a webhook.
  ["reserved", "ipv6", "2001::", 32],
];

const lists = new Map<AddressClass, BlockList>();
for (const [addressClass, family, network, prefix] of RANGES) {
  let list = lists.get(addressClass);
  if (!list) lists.set(addressClass, (list = new BlockList()));
  list.addSubnet(network, prefix, family);
}

/** The class of a non-public address, or null for an address a webhook may be delivered to. */
export function classifyAddress(address: string): AddressClass | null {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 0) return null;
  const type: Family = family === 4 ? "ipv4" : "ipv6";
  for (const [addressClass, list] of lists) {
    if (list.check(bare, type)) return addressClass;
  }
  const embedded = family === 6 ? embeddedIPv4(bare) : null;
  return embedded ? classifyAddress(embedded) : null;
}

/**
 * The IPv4 address inside the IPv6 forms that carry one, so ::ffff:127.0.0.1 (IPv4-mapped),
 * ::ffff:0:127.0.0.1 (IPv4-translated, RFC 2765), ::127.0.0.1 (IPv4-compatible), 64:ff9b::7f00:1
 * (NAT64) and 2002:7f00:1:: (6to4) are judged as 127.0.0.1. Teredo (2001::/32) and local-use NAT64
 * (64:ff9b:1::/48) are refused whole in RANGES.
 */
function embeddedIPv4(address: string): string | null {
  const groups = ipv6Groups(address);
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  const quad = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0)) return quad(groups[6]!, groups[7]!);
  if (zeros(0, 4) && groups[4] === 0xffff && groups[5] === 0) return quad(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return quad(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return quad(groups[1]!, groups[2]!);
  return null;
}

/** The eight 16-bit groups of a valid IPv6 address (as `isIP` accepted it), "::" and a dotted tail expanded. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const DESCRIPTIONS: Record<AddressClass, string> = {
  unspecified: "an unspecified address",
  loopback: "on a private network",
  private: "on a private network",
  "link-local": "on a private network (link-local)",
  "carrier-grade-nat": "on a private network (carrier-grade NAT)",
  multicast: "a multicast address",
  broadcast: "a broadcast address",
  reserved: "in a reserved address range",
};

/** A refused destination; its message is what staff read in the deliveries list and the save toast. */
export class BlockedAddressError extends Error {
  readonly address: string;
  readonly addressClass: AddressClass;

  constructor(address: string, addressClass: AddressClass, hostname?: string) {
    const shown = hostname && hostname !== address ? `${hostname} (${address})` : address;
    super(`The webhook address ${shown} is ${DESCRIPTIONS[addressClass]} and cannot be used.`);
    this.name = "BlockedAddressError";
    this.address = address;
    this.addressClass = addressClass;
  }
}

/** The host of a URL as the socket will see it: IPv6 literals without their brackets. */
function urlHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

/**
 * Refuses a URL whose host is a literal IP address of a refused class. Node connects to a literal
 * address without calling the lookup function, so this check is the only one such a URL meets.
 * (The URL parser has already turned forms like http://2130706433/ and http://0x7f.1/ into 127.0.0.1.)
 */
export function assertLiteralAddressAllowed(url: URL, allowPrivate: boolean): void {
  const host = urlHost(url);
  if (allowPrivate || isIP(host) === 0) return;
  const addressClass = classifyAddress(host);
  if (addressClass) throw new BlockedAddressError(host, addressClass);
}

/** The first refused address among a host name's addresses, as an error, or null when all may be used. */
function refusal(hostname: string, addresses: readonly LookupAddress[]): BlockedAddressError | null {
  for (const { address } of addresses) {
    const addressClass = classifyAddress(address);
    if (addressClass) return new BlockedAddressError(address, addressClass, hostname);
  }
  return null;
}

/**
 * A `lookup` for http.request / net.connect that resolves the name, refuses it when any of its
 * addresses is refused (a name with one public and one private address must not win by retrying),
 * and hands the socket exactly the addresses it checked.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const refused = allowPrivate ? null : refusal(hostname, addresses);
      if (refused) return callback(refused, "", 0);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first) return callback(Object.assign(new Error(`No address found for ${hostname}`), { code: "ENOTFOUND" }), "", 0);
      return callback(null, first.address, first.family);
    });
  };
}

const SAVE_TIME_LOOKUP_MS = 3_000;

/**
 * The check when a webhook is saved, for a clear message right away: a literal address, or a host
 * name that resolves to a refused address now. A name that does not resolve (yet) is accepted:
 * its delivery attempts will say why they fail, and the connect-time check still applies.
 */
export async function assertDestinationAllowed(url: URL, allowPrivate: boolean): Promise<void> {
  assertLiteralAddressAllowed(url, allowPrivate);
  const host = urlHost(url);
  if (allowPrivate || isIP(host) !== 0) return;
  const addresses = await resolveWithin(host, SAVE_TIME_LOOKUP_MS);
  const refused = refusal(host, addresses);
  if (refused) throw refused;
}

function resolveWithin(hostname: string, timeoutMs: number): Promise<LookupAddress[]> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve([]), timeoutMs);
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      clearTimeout(timer);
      resolve(error ? [] : addresses);
    });
  });
}
