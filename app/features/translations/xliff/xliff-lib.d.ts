// The parts of the `xliff` package (locize, 6.4.0) this room uses; the package ships no types.
// Shapes as its README and esm sources write them (inline elements: "Using Inline Elements").

declare module "xliff/js2xliff" {
  import type { XliffJs } from "#app/features/translations/xliff/inline-value.ts";
  /** XLIFF 2.0 text from the JS model; `indent: ""` writes it on one line (no whitespace added inside mixed content). */
  export default function js2xliff(model: XliffJs, options: { indent: string }): Promise<string>;
}

declare module "xliff/xliff2js" {
  import type { XliffJs } from "#app/features/translations/xliff/inline-value.ts";
  export default function xliff2js(xml: string, options: Record<string, never>): Promise<XliffJs & { xliffVersion?: string }>;
}
