import { lookup } from "node:dns/promises";
import { describe, expect, it } from "vitest";
import {
  assertDestinationAllowed,
  assertLiteralAddressAllowed,
  BlockedAddressError,
  classifyAddress,
  guardedLookup,
  type AddressClass,
} from "./ssrf-guard.server.ts";

const REFUSED: Record<AddressClass, string[]> = {
  loopback: ["127.0.0.1", "127.255.255.254", "::1"],
  private: ["10.0.0.1", "10.255.255.255", "172.16.0.1", "172.31.255.255", "192.168.1.1", "fc00::1", "fd12:3456::1", "fec0::1"],
  "link-local": ["169.254.169.254", "169.254.0.1", "fe80::1", "fe80::1%eth0", "febf::1"],
  "carrier-grade-nat": ["100.64.0.1", "100.127.255.254"],
  multicast: ["224.0.0.1", "239.255.255.250", "ff02::1", "ff05::1:3"],
  unspecified: ["0.0.0.0", "0.1.2.3", "::"],
  broadcast: ["255.255.255.255"],
  reserved: ["240.0.0.1", "192.0.2.10", "198.18.0.1", "2001:db8::1"],
};

describe("classifyAddress", () => {
  for (const [addressClass, addresses] of Object.entries(REFUSED)) {
    it(`refuses ${addressClass} addresses`, () => {
      for (const address of addresses) expect(classifyAddress(address), address).toBe(addressClass);
    });
  }

  it("refuses IPv4 addresses hidden in IPv6 forms (mapped, compatible, NAT64, 6to4) by the class of the IPv4 inside", () => {
    expect(classifyAddress("::ffff:127.0.0.1")).toBe("loopback");
    expect(classifyAddress("::ffff:7f00:1")).toBe("loopback");
    expect(classifyAddress("::ffff:10.1.2.3")).toBe("private");
    expect(classifyAddress("::ffff:169.254.169.254")).toBe("link-local");
    expect(classifyAddress("::ffff:100.64.0.1")).toBe("carrier-grade-nat");
    expect(classifyAddress("::ffff:0.0.0.0")).toBe("unspecified");
    expect(classifyAddress("::127.0.0.1")).toBe("loopback");
    expect(classifyAddress("64:ff9b::7f00:1")).toBe("loopback");
    expect(classifyAddress("64:ff9b::192.168.0.1")).toBe("private");
    expect(classifyAddress("64:ff9b:1::1")).toBe("private");
    expect(classifyAddress("2002:7f00:1::")).toBe("loopback");
    expect(classifyAddress("2002:a9fe:a9fe::1")).toBe("link-local");
  });

  // Issue 17: http://[::ffff:0:127.0.0.1]/ (IPv4-translated) was let through.
  it("refuses every IPv6 form that embeds a private IPv4 address, however the URL parser spells it", () => {
    const forms: Array<[string, string]> = [
      ["IPv4-mapped ::ffff:0:0/96", "::ffff:127.0.0.1"],
      ["IPv4-translated ::ffff:0:0:0/96", "::ffff:0:127.0.0.1"],
      ["IPv4-compatible ::/96", "::10.0.0.1"],
      ["NAT64 64:ff9b::/96", "64:ff9b::169.254.169.254"],
      ["local-use NAT64 64:ff9b:1::/48", "64:ff9b:1::c0a8:1"],
      ["6to4 2002::/16", "2002:c0a8:101::1"],
      ["Teredo 2001::/32", "2001:0:4136:e378:8000:63bf:80ff:fffe"],
    ];
    for (const [form, address] of forms) {
      expect(classifyAddress(address), form).not.toBeNull();
      const url = new URL(`http://[${address}]/hook`);
      expect(() => assertLiteralAddressAllowed(url, false), `${form} as ${url.host}`).toThrow(BlockedAddressError);
    }
    expect(classifyAddress("::ffff:0:127.0.0.1")).toBe("loopback");
    expect(classifyAddress("::ffff:0:7f00:1")).toBe("loopback");
    expect(classifyAddress("::ffff:0:10.1.2.3")).toBe("private");
    expect(classifyAddress("::ffff:0:169.254.169.254")).toBe("link-local");
  });

  it("lets public addresses through, in both families and in the embedded forms", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:808:808::1", "::ffff:0:8.8.8.8"]) {
      expect(classifyAddress(address), address).toBeNull();
    }
  });

  it("does not classify what is not an address", () => {
    expect(classifyAddress("example.com")).toBeNull();
    expect(classifyAddress("")).toBeNull();
  });
});

describe("assertLiteralAddressAllowed", () => {
  const check = (url: string, allowPrivate = false) => () => assertLiteralAddressAllowed(new URL(url), allowPrivate);

  it("refuses a URL naming a refused address, with the address in a message staff can act on", () => {
    expect(check("http://127.0.0.1:8080/hook")).toThrow("The webhook address 127.0.0.1 is on a private network and cannot be used.");
    expect(check("http://[::1]/hook")).toThrow(BlockedAddressError);
    expect(check("http://[::ffff:127.0.0.1]/hook")).toThrow(BlockedAddressError);
    expect(check("http://169.254.169.254/latest/meta-data")).toThrow("The webhook address 169.254.169.254 is on a private network (link-local) and cannot be used.");
    expect(check("http://224.0.0.1/")).toThrow("The webhook address 224.0.0.1 is a multicast address and cannot be used.");
  });

  it("sees through the other spellings of 127.0.0.1 that the URL parser normalises", () => {
    expect(check("http://2130706433/")).toThrow("127.0.0.1");
    expect(check("http://0x7f.1/")).toThrow("127.0.0.1");
    expect(check("http://017700000001/")).toThrow("127.0.0.1");
  });

  it("lets public literals and host names through (names are checked when they resolve), and everything when private addresses are allowed", () => {
    expect(check("https://93.184.216.34/hook")).not.toThrow();
    expect(check("https://hooks.example.com/x")).not.toThrow();
    expect(check("http://127.0.0.1:8080/hook", true)).not.toThrow();
  });
});

function resolveWith(allowPrivate: boolean, hostname: string, all: boolean) {
  return new Promise<{ error: Error | null; address: unknown }>((resolve) => {
    guardedLookup(allowPrivate)(hostname, { all }, (error, address) => resolve({ error, address }));
  });
}

describe("guardedLookup (the connect-time check)", () => {
  it("refuses a host name that resolves to a loopback address", async () => {
    const expected = (await lookup("localhost")).address;
    for (const all of [false, true]) {
      const { error } = await resolveWith(false, "localhost", all);
      expect(error).toBeInstanceOf(BlockedAddressError);
      expect(error?.message).toBe(`The webhook address localhost (${expected}) is on a private network and cannot be used.`);
    }
  });

  it("hands the socket the resolved addresses when private addresses are allowed, in the form it asked for", async () => {
    const one = await resolveWith(true, "localhost", false);
    expect(one.error).toBeNull();
    expect(classifyAddress(one.address as string)).toBe("loopback");
    const all = await resolveWith(true, "localhost", true);
    expect(all.error).toBeNull();
    expect(Array.isArray(all.address)).toBe(true);
  });

  it("passes DNS failures on", async () => {
    const { error } = await resolveWith(false, "no-such-host.invalid", false);
    expect(error).not.toBeNull();
    expect(error).not.toBeInstanceOf(BlockedAddressError);
  });
});

describe("assertDestinationAllowed (the check when a webhook is saved)", () => {
  it("refuses literal addresses and host names that resolve to refused ones", async () => {
    await expect(assertDestinationAllowed(new URL("http://10.0.0.5/hook"), false)).rejects.toThrow("The webhook address 10.0.0.5 is on a private network");
    await expect(assertDestinationAllowed(new URL("http://localhost:3000/hook"), false)).rejects.toThrow(/^The webhook address localhost \(/);
  });

  it("accepts a name that does not resolve yet (its deliveries will say why), and anything when private addresses are allowed", async () => {
    await expect(assertDestinationAllowed(new URL("https://no-such-host.invalid/hook"), false)).resolves.toBeUndefined();
    await expect(assertDestinationAllowed(new URL("http://localhost:3000/hook"), true)).resolves.toBeUndefined();
  });
});
