import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { Section } from "#app/sections/section-list.ts";
import { COLOUR_LABELS, IMAGE_LABELS } from "../schema.ts";
import { THEME_FORM } from "../theme-form.ts";
import { AA_RATIO, CORNER_STYLE_IDS, CORNER_STYLES, DEFAULT_THEME, failingPairs, SCHEME_LABELS, THEME_SCHEMES, TYPEFACE_IDS, TYPEFACES, type Theme } from "../theme-values.ts";
import { ContrastList } from "./contrast-list.tsx";
import { ChoiceField, ColourField, LibraryImageField } from "./theme-fields.tsx";
import { ThemePreview } from "./theme-preview.tsx";

const COLOUR_HINTS: Record<keyof typeof COLOUR_LABELS, string> = {
  primary: "Buttons, links and the call-to-action band.",
  accent: "Highlights: figures, stars, small marks.",
  dark: "Text on light pages, the dark bands and the footer.",
  light: "The page background on light pages; text on dark ones.",
};

const IMAGE_HINTS: Record<keyof typeof IMAGE_LABELS, string> = {
  logoLight: "In the header. Without one, the company name beside the shield.",
  logoDark: "In the footer and over dark photos.",
  favicon: "The icon in the browser tab; a square image works best.",
};

/**
 * The Theme screen's form: colours, page style, typefaces, corners, logo and favicon, with every
 * text pair's contrast and a preview that follow each change, then one Save. A theme with a
 * failing pair can be explored but not saved (the server refuses it too).
 */
export function ThemeEditor({
  stored,
  version,
  images,
  sections,
  companyName,
}: {
  stored: Theme;
  version: number;
  images: Record<string, string>;
  sections: readonly Section[];
  companyName: string;
}) {
  const [theme, setTheme] = useState(stored);
  const [references, setReferences] = useState(images);
  const busy = useNavigation().state === "submitting";
  const set = <K extends keyof Theme>(key: K, value: Theme[K]) => setTheme((current) => ({ ...current, [key]: value }));
  const failing = failingPairs(theme).length > 0;
  const changed = JSON.stringify(theme) !== JSON.stringify(stored);

  return (
    <Form method="post" className="grid gap-8 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <input type="hidden" name={THEME_FORM.intent} value="save" />
      <input type="hidden" name={THEME_FORM.version} value={version} />
      <div className="space-y-8">
        <section aria-labelledby="theme-colours" className="space-y-4">
          <h2 id="theme-colours" className="text-base font-semibold">
            Brand colours
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {(Object.keys(COLOUR_LABELS) as (keyof typeof COLOUR_LABELS)[]).map((key) => (
              <ColourField key={key} name={key} label={COLOUR_LABELS[key]} hint={COLOUR_HINTS[key]} value={theme[key]} onChange={(hex) => set(key, hex)} />
            ))}
          </div>
          <ChoiceField name="scheme" legend="Pages" choices={THEME_SCHEMES.map((value) => ({ value, label: SCHEME_LABELS[value] }))} value={theme.scheme} onChange={(value) => set("scheme", value)} />
        </section>
        <ContrastList theme={theme} />
        <ChoiceField
          name="typeface"
          legend="Typefaces"
          choices={TYPEFACE_IDS.map((value) => ({ value, label: TYPEFACES[value].label, description: TYPEFACES[value].description }))}
          value={theme.typeface}
          onChange={(value) => set("typeface", value)}
          sample={(value) => (
            <span aria-hidden="true" className="block text-lg leading-tight" style={{ fontFamily: TYPEFACES[value].heading ?? "var(--font-sans)" }}>
              Tested in store
            </span>
          )}
        />
        <ChoiceField
          name="corners"
          legend="Corners"
          choices={CORNER_STYLE_IDS.map((value) => ({ value, label: CORNER_STYLES[value].label }))}
          value={theme.corners}
          onChange={(value) => set("corners", value)}
          sample={(value) => <span aria-hidden="true" className="block h-6 w-16 border-2 border-primary bg-accent" style={{ borderRadius: `${0.5 * CORNER_STYLES[value].scale}rem` }} />}
        />
        <section aria-labelledby="theme-images" className="space-y-4">
          <h2 id="theme-images" className="text-base font-semibold">
            Logo and favicon
          </h2>
          {(Object.keys(IMAGE_LABELS) as (keyof typeof IMAGE_LABELS)[]).map((key) => (
            <LibraryImageField
              key={key}
              name={key}
              label={IMAGE_LABELS[key]}
              hint={IMAGE_HINTS[key]}
              id={theme[key]}
              reference={references[theme[key]]}
              dark={key === "logoDark"}
              onChange={(id, reference) => {
                if (id) setReferences((current) => ({ ...current, [id]: reference }));
                set(key, id);
              }}
            />
          ))}
        </section>
        <div className="flex flex-wrap items-center gap-3 border-t pt-6">
          <Button type="submit" disabled={busy || failing}>
            {busy ? "Saving..." : "Save Theme"}
          </Button>
          <Button type="button" variant="outline" disabled={!changed || busy} onClick={() => setTheme(stored)}>
            Discard Changes
          </Button>
          <Button type="button" variant="ghost" disabled={busy} onClick={() => setTheme({ ...DEFAULT_THEME })}>
            Use Original Look
          </Button>
          {failing ? <p className="w-full text-sm text-destructive">Every text pair needs a contrast of at least {AA_RATIO}:1 before the theme can be saved.</p> : null}
        </div>
      </div>
      <section aria-labelledby="theme-preview" className="space-y-3 xl:sticky xl:top-20 xl:self-start">
        <h2 id="theme-preview" className="text-base font-semibold">
          Preview
        </h2>
        <ThemePreview theme={theme} sections={sections} logoLight={references[theme.logoLight]} logoDark={references[theme.logoDark]} companyName={companyName} />
      </section>
    </Form>
  );
}
