import { describe, expect, it } from "vitest";
import { setTestEnv } from "#tests/utils/test-env.ts";
import { publicOrigin, publicOriginIsDerived } from "./site-config.server.ts";

/** Exactly these of SITE_URL, HOST and PORT for the rest of the test; the others unset, whatever the shell says. */
function configure({ SITE_URL, HOST, PORT }: { SITE_URL?: string; HOST?: string; PORT?: string }) {
  setTestEnv({ SITE_URL, HOST, PORT });
}

describe("publicOrigin", () => {
  it("is SITE_URL's origin when it is set, path and trailing slash dropped", () => {
    configure({ SITE_URL: "https://www.brandcheck.com/some/path/", HOST: "0.0.0.0", PORT: "8080" });
    expect(publicOrigin()).toBe("https://www.brandcheck.com");
    expect(publicOriginIsDerived()).toBe(false);
  });

  it("without SITE_URL is the listen address, localhost for every interface, never anything a request says", () => {
    configure({});
    expect(publicOrigin()).toBe("http://localhost:3000");
    expect(publicOriginIsDerived()).toBe(true);
    configure({ HOST: "0.0.0.0", PORT: "8080" });
    expect(publicOrigin()).toBe("http://localhost:8080");
    configure({ HOST: "::", PORT: "8080" });
    expect(publicOrigin()).toBe("http://localhost:8080");
    configure({ HOST: "127.0.0.1", PORT: "4000" });
    expect(publicOrigin()).toBe("http://127.0.0.1:4000");
    configure({ HOST: "::1", PORT: "4000" });
    expect(publicOrigin()).toBe("http://[::1]:4000");
    configure({ HOST: "cms.internal", PORT: "80" });
    expect(publicOrigin()).toBe("http://cms.internal");
  });
});
