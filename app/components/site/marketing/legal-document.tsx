import { Fragment } from "react";
import type { LegalDocument as LegalDocumentRecord } from "#app/content/legal.ts";
import { CONTACT_EMAIL_TOKEN } from "#app/sections/legal-document/email-token.ts";
import { textAroundSlot } from "#app/lib/i18n.ts";
import { m } from "#app/paraglide/messages.js";
import { usePageCatalog } from "../page-catalog.ts";
import { PageHero } from "./page-hero.tsx";

/** Privacy policy and terms: the same layout, with the configured contact e-mail filled in as a link. */
export function LegalDocument({ content, email }: { content: Omit<LegalDocumentRecord, "description">; email: string }) {
  const locale = { locale: usePageCatalog() };
  // The date sits in a <time> inside the sentence, wherever the language puts it.
  const [before, after] = textAroundSlot((date) => m.legal_last_updated({ date }, locale));
  return (
    <>
      <PageHero title={content.title} eyebrow={m.legal_eyebrow({}, locale)}>
        <p className="mt-4 text-sm text-muted-foreground">
          {before}
          <time dateTime={content.lastUpdated.iso}>{content.lastUpdated.label}</time>
          {after}
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6 lg:px-8">
        {content.intro.map((paragraph) => (
          <p key={paragraph} className="mb-4 text-lg leading-relaxed text-muted-foreground">
            <WithEmail text={paragraph} email={email} />
          </p>
        ))}
        {content.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`legal-${index}`} className="mt-10">
            <h2 id={`legal-${index}`} className="text-2xl font-semibold tracking-tight">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-foreground/90">
                <WithEmail text={paragraph} email={email} />
              </p>
            ))}
            {section.items ? (
              <ul className="mt-4 list-disc space-y-2 ps-6 leading-relaxed text-foreground/90 marker:text-primary">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}

function WithEmail({ text, email }: { text: string; email: string }) {
  const catalog = usePageCatalog();
  const parts = text.split(CONTACT_EMAIL_TOKEN);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        email ? (
          <a href={`mailto:${email}`} className="font-medium text-primary underline underline-offset-4">
            {email}
          </a>
        ) : (
          m.legal_contact_address_fallback({}, { locale: catalog })
        )
      ) : null}
    </Fragment>
  ));
}
