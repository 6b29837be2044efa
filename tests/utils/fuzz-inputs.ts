// fast-check arbitraries for the form and action fuzz tests (tests/system/form-fuzz.test.ts): hostile
// values, forms with missing, repeated and unexpected fields, and the bodies a browser, a bot or a
// broken proxy might send for them (well-formed, malformed, truncated, the wrong kind).
import fc from "fast-check";

/** Fragments people and scanners really send: SQL, markup, template syntax, header injection, odd Unicode. */
const FRAGMENTS = [
  "' OR '1'='1' --",
  "'; DROP TABLE pages; --",
  "1; SELECT pg_sleep(5)",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}${7*7}<%= 7*7 %>",
  "\r\nBcc: victim@example.com",
  "\u0000",
  "%00",
  "\u202Egnp.exe",
  "\u200F\u200E\u200B\u2060",
  "\uFEFF",
  "\uD800",
  "\uDFFF",
  "😀👨‍👩‍👧‍👦🏳️‍🌈",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  "ﷺ𒐫𝕿𝖍𝖊",
  "../../../../etc/passwd",
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "0x7fffffffffffffff",
  "[]",
  "{}",
  "true",
] as const;

/** Past each limit that matters: field maxima (200, 5000), the 64 KB form limit, the 1 MB page limit. */
const HUGE_LENGTHS = [201, 5_001, 70_000, 1_100_000] as const;

const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom("a", "é", "😀", "<b>", "\u0000"), fc.constantFrom(...HUGE_LENGTHS))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

/** One hostile value: random code units (lone surrogates included), graphemes, known attack strings, or huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 3, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 2, arbitrary: fc.array(fc.constantFrom(...FRAGMENTS), { minLength: 2, maxLength: 5 }).map((parts) => parts.join(" ")) },
  { weight: 1, arbitrary: hugeString },
  // PostgreSQL refuses a NUL in any text: on its own it reaches every lookup and insert often enough.
  { weight: 1, arbitrary: fc.constantFrom("\u0000", "a\u0000b") },
);

/** A hostile value short enough for a URL (a huge one would only meet Node's header size limit). */
export const shortHostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom(...FRAGMENTS),
  fc.stringMatching(/^[0-9a-f]{10,80}$/),
  fc.constant("\u0000"),
);

/** A field's value in a form: text, or a file where text is expected. */
type FieldValue = string | { file: string };
export type FormEntries = [name: string, value: FieldValue][];

/**
 * A form shaped like the real one: each known field valid, hostile, missing, repeated or a file,
 * plus a few fields nobody asked for; one form in four is wholly valid, so changes get made too.
 */
export function formEntries(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<FormEntries> {
  const valid = fc.tuple(...Object.entries(fields).map(([name, value]) => value.map((v): FormEntries[number] => [name, v])));
  return fc.oneof({ weight: 1, arbitrary: valid }, { weight: 3, arbitrary: fuzzedForm(fields) });
}

function fuzzedForm(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<FormEntries> {
  const perField = Object.entries(fields).map(([name, valid]) => {
    const value = fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: hostileString });
    return fc.oneof(
      { weight: 6, arbitrary: value.map((v): FormEntries => [[name, v]]) },
      { weight: 1, arbitrary: fc.constant<FormEntries>([]) },
      { weight: 1, arbitrary: fc.array(value, { minLength: 2, maxLength: 3 }).map((values) => values.map((v): FormEntries[number] => [name, v])) },
      { weight: 1, arbitrary: value.map((v): FormEntries => [[name, { file: v }]]) },
    );
  });
  const extra = fc.array(fc.tuple(hostileString, hostileString), { maxLength: 2 });
  return fc.tuple(fc.tuple(...perField), extra).map(([known, unknown]) => [...known.flat(), ...unknown]);
}

/** A JSON value of the wrong type for any field. */
export const wrongJsonType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** A JSON object shaped like an API's body: each field valid, hostile, of the wrong type, or missing; one in four wholly valid. */
export function jsonObject(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  return fc.oneof({ weight: 1, arbitrary: fc.record(fields) }, { weight: 3, arbitrary: fuzzedObject(fields) });
}

function fuzzedObject(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const perField = Object.fromEntries(
    Object.entries(fields).map(([name, valid]) => [name, fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: hostileString }, { weight: 1, arbitrary: wrongJsonType })]),
  );
  return fc.record(perField, { requiredKeys: [] });
}

export type Encoding =
  | "urlencoded"
  | "urlencoded-invalid-utf8"
  | "multipart"
  | "multipart-bad-boundary"
  | "multipart-truncated"
  | "json"
  | "json-malformed"
  | "bytes";

/** How a form is sent: mostly as browsers do, often as they never would. */
export const formEncoding: fc.Arbitrary<Encoding> = fc.oneof(
  { weight: 4, arbitrary: fc.constant("urlencoded" as const) },
  { weight: 3, arbitrary: fc.constant("multipart" as const) },
  { weight: 1, arbitrary: fc.constantFrom<Encoding>("urlencoded-invalid-utf8", "multipart-bad-boundary", "multipart-truncated", "json", "json-malformed", "bytes") },
);

/** How an API's JSON body is sent: mostly JSON, sometimes malformed or a form instead. */
export const jsonEncoding: fc.Arbitrary<Encoding> = fc.oneof(
  { weight: 5, arbitrary: fc.constant("json" as const) },
  { weight: 1, arbitrary: fc.constantFrom<Encoding>("json-malformed", "urlencoded", "multipart", "multipart-truncated", "bytes") },
);

/** What varies in a body besides its fields: random bytes, where to cut it, a content type for raw bytes. */
export interface BodyNoise {
  bytes: Uint8Array;
  cutAt: number;
  rawContentType: string;
}

export const bodyNoise: fc.Arbitrary<BodyNoise> = fc.record({
  bytes: fc.uint8Array({ maxLength: 300 }),
  cutAt: fc.double({ min: 0, max: 1, noNaN: true }),
  rawContentType: fc.constantFrom(
    "",
    "text/plain",
    "application/octet-stream",
    "multipart/form-data",
    "multipart/form-data; boundary=",
    "application/x-www-form-urlencoded; charset=utf-16",
    "application/json; charset=latin1",
    "text/html",
  ),
});

export interface EncodedBody {
  contentType: string | null;
  body: Uint8Array<ArrayBuffer>;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/** The body and Content-Type for `entries` sent as `encoding`. */
export function encodeBody(entries: FormEntries | Record<string, unknown>, encoding: Encoding, noise: BodyNoise): EncodedBody {
  const pairs: FormEntries = Array.isArray(entries) ? entries : Object.entries(entries).map(([name, value]) => [name, typeof value === "string" ? value : JSON.stringify(value) ?? ""]);
  const text = (value: FieldValue) => (typeof value === "string" ? value : value.file);
  switch (encoding) {
    case "urlencoded":
      return { contentType: "application/x-www-form-urlencoded", body: utf8(new URLSearchParams(pairs.map(([name, value]) => [name, text(value)])).toString()) };
    case "urlencoded-invalid-utf8": {
      // Percent escapes and raw bytes that are not UTF-8 (a lone surrogate's CESU-8 bytes, 0xFF, an overlong NUL).
      const form = new URLSearchParams(pairs.map(([name, value]) => [name, text(value)])).toString();
      return { contentType: "application/x-www-form-urlencoded", body: concat(utf8(`${form}&%ED%A0%80=%FF%C0%80&x=`), noise.bytes) };
    }
    case "multipart":
      return multipart(pairs, "fuzzboundary7MA4YWxkTrZu0gW", "fuzzboundary7MA4YWxkTrZu0gW");
    case "multipart-bad-boundary":
      return multipart(pairs, "fuzzboundary7MA4YWxkTrZu0gW", "another-boundary");
    case "multipart-truncated": {
      const whole = multipart(pairs, "fuzzboundary7MA4YWxkTrZu0gW", "fuzzboundary7MA4YWxkTrZu0gW");
      return { ...whole, body: whole.body.slice(0, Math.floor(whole.body.length * noise.cutAt)) };
    }
    case "json":
      return { contentType: "application/json", body: utf8(JSON.stringify(Array.isArray(entries) ? Object.fromEntries(pairs.map(([name, value]) => [name, text(value)])) : entries)) };
    case "json-malformed": {
      const json = JSON.stringify(Array.isArray(entries) ? Object.fromEntries(pairs.map(([name, value]) => [name, text(value)])) : entries);
      return { contentType: "application/json", body: concat(utf8(json.slice(0, Math.floor(json.length * noise.cutAt))), noise.bytes) };
    }
    case "bytes":
      return { contentType: noise.rawContentType || null, body: new Uint8Array(noise.bytes) };
  }
}

/** multipart/form-data written by hand, so the boundary in the header and in the body can disagree. */
function multipart(pairs: FormEntries, declared: string, used: string): EncodedBody {
  const parts = pairs.map(([name, value]) => {
    const disposition =
      typeof value === "string"
        ? `Content-Disposition: form-data; name="${name}"`
        : `Content-Disposition: form-data; name="${name}"; filename="upload.txt"\r\nContent-Type: application/octet-stream`;
    return `--${used}\r\n${disposition}\r\n\r\n${typeof value === "string" ? value : value.file}\r\n`;
  });
  return { contentType: `multipart/form-data; boundary=${declared}`, body: utf8(`${parts.join("")}--${used}--\r\n`) };
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
