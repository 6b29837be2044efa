import { describe, expect, it } from "vitest";
import { autoReplyText, notificationRecipients } from "./form-routing.ts";
import { FormRouting, type NotificationRule } from "#app/lib/form-routing-schema.ts";

// The issue's own example: "when Market is Asia-Pacific, or the language is Chinese, notify hk@…; otherwise sales@…".
const HONG_KONG: NotificationRule = {
  id: "hk",
  when: [
    { kind: "field", fieldId: "market", operator: "is", value: "Asia-Pacific" },
    { kind: "language", tag: "zh" },
  ],
  notify: ["hk@brandcheck.test"],
};
const FRANKFURT: NotificationRule = { id: "fra", when: [{ kind: "language", tag: "de" }], notify: ["frankfurt@brandcheck.test", "hk@brandcheck.test"] };
const ROUTING = { rules: [HONG_KONG, FRANKFURT], fallback: ["sales@brandcheck.test"] };

describe("notificationRecipients", () => {
  it("notifies a matching rule's addresses, by an answer or by the language", () => {
    expect(notificationRecipients(ROUTING, { market: "Asia-Pacific" }, "en")).toEqual(["hk@brandcheck.test"]);
    expect(notificationRecipients(ROUTING, { market: "Europe" }, "zh-HK")).toEqual(["hk@brandcheck.test"]);
  });

  it("falls back when no rule matches, and says 'the site's address' (empty) without a fallback", () => {
    expect(notificationRecipients(ROUTING, { market: "Europe" }, "en")).toEqual(["sales@brandcheck.test"]);
    expect(notificationRecipients({ rules: [HONG_KONG], fallback: [] }, {}, "en")).toEqual([]);
  });

  it("joins every matching rule's addresses, each once, in the rules' order", () => {
    expect(notificationRecipients(ROUTING, { market: "Asia-Pacific" }, "de")).toEqual(["hk@brandcheck.test", "frankfurt@brandcheck.test"]);
  });

  it("compares answers as people read them: case, spaces and Unicode forms aside", () => {
    expect(notificationRecipients(ROUTING, { market: "  asia-pacific " }, "en")).toEqual(["hk@brandcheck.test"]);
    const cafe = { rules: [{ id: "c", when: [{ kind: "field", fieldId: "f", operator: "is", value: "Caf\u00e9" }], notify: ["c@x.test"] }], fallback: [] } as const;
    expect(notificationRecipients(structuredClone(cafe) as never, { f: "Cafe\u0301" }, "en")).toEqual(["c@x.test"]);
  });

  it("reads a checkbox group's answer as its ticked options", () => {
    const rule = { id: "r", when: [{ kind: "field" as const, fieldId: "categories", operator: "is" as const, value: "Toys" }], notify: ["toys@x.test"] };
    expect(notificationRecipients({ rules: [rule], fallback: [] }, { categories: ["Food", "Toys"] }, "en")).toEqual(["toys@x.test"]);
    expect(notificationRecipients({ rules: [{ ...rule, when: [{ ...rule.when[0]!, operator: "is-not" }] }], fallback: [] }, { categories: ["Food", "Toys"] }, "en")).toEqual([]);
  });

  it("is not, contains, and an unanswered field", () => {
    const when = (operator: "is-not" | "contains", value: string) => ({ rules: [{ id: "r", when: [{ kind: "field" as const, fieldId: "msg", operator, value }], notify: ["r@x.test"] }], fallback: ["d@x.test"] });
    expect(notificationRecipients(when("contains", "recall"), { msg: "About a product RECALL" }, "en")).toEqual(["r@x.test"]);
    expect(notificationRecipients(when("contains", ""), { msg: "anything" }, "en")).toEqual(["d@x.test"]);
    expect(notificationRecipients(when("is-not", "Europe"), {}, "en")).toEqual(["r@x.test"]);
    expect(notificationRecipients(when("is-not", "Europe"), { msg: "europe" }, "en")).toEqual(["d@x.test"]);
  });

  it("matches a language by its primary tag, but never a tag that merely starts alike", () => {
    const rule = (tag: string) => ({ rules: [{ id: "r", when: [{ kind: "language" as const, tag }], notify: ["r@x.test"] }], fallback: [] });
    expect(notificationRecipients(rule("zh"), {}, "zh-HK")).toEqual(["r@x.test"]);
    expect(notificationRecipients(rule("zh-HK"), {}, "zh-hk")).toEqual(["r@x.test"]);
    expect(notificationRecipients(rule("zh-HK"), {}, "zh")).toEqual([]);
    expect(notificationRecipients(rule("d"), {}, "de")).toEqual([]);
  });

  it.each(["__proto__", "constructor", "toString", "hasOwnProperty"])("reads a field id such as %j as unanswered, never the object's own properties", (fieldId) => {
    const routing = { rules: [{ id: "r", when: [{ kind: "field" as const, fieldId, operator: "contains" as const, value: "function" }], notify: ["r@x.test"] }], fallback: [] };
    expect(notificationRecipients(routing, {}, "en")).toEqual([]);
  });
});

describe("the routing schema", () => {
  it("stores addresses as compared and refuses anything that is not one address", () => {
    expect(FormRouting.parse({ fallback: [" Sales@BrandCheck.test "] }).fallback).toEqual(["sales@brandcheck.test"]);
    for (const address of ["a@x.test, b@y.test", "a@x.test\r\nBcc: b@y.test", "not an address", ""]) {
      expect(FormRouting.safeParse({ fallback: [address] }).success, JSON.stringify(address)).toBe(false);
    }
  });

  it("bounds rules, conditions and addresses", () => {
    const rule = { id: "r", when: [{ kind: "language", tag: "de" }], notify: ["a@x.test"] };
    expect(FormRouting.safeParse({ rules: Array.from({ length: 21 }, () => rule) }).success).toBe(false);
    expect(FormRouting.safeParse({ rules: [{ ...rule, notify: Array.from({ length: 6 }, (_, i) => `a${i}@x.test`) }] }).success).toBe(false);
    expect(FormRouting.safeParse({ rules: [{ ...rule, when: [] }] }).success).toBe(false);
    expect(FormRouting.parse({})).toEqual({ rules: [], fallback: [], autoReply: { enabled: false, texts: [] } });
  });
});

describe("autoReplyText", () => {
  const texts = [
    { language: "en", subject: "Thanks", body: "We will be in touch." },
    { language: "de", subject: "Danke", body: "Wir melden uns." },
  ];

  it("answers in the sender's language, its primary language, else the site's default", () => {
    expect(autoReplyText({ enabled: true, texts }, "de", "en")?.subject).toBe("Danke");
    expect(autoReplyText({ enabled: true, texts }, "de-CH", "en")?.subject).toBe("Danke");
    expect(autoReplyText({ enabled: true, texts }, "zh-HK", "en")?.subject).toBe("Thanks");
  });

  it("sends nothing when off or without a text to send", () => {
    expect(autoReplyText({ enabled: false, texts }, "de", "en")).toBeNull();
    expect(autoReplyText({ enabled: true, texts: [texts[1]!] }, "fr", "en")).toBeNull();
  });
});
