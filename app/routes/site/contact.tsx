import { useCallback } from "react";
import { data, redirect, useNavigate, useRouteLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/contact";
import { AnimatedHeading } from "#app/components/site/animated-heading.tsx";
import { ContactForm } from "#app/features/contact/components/contact-form.tsx";
import { ContactInfo } from "#app/features/contact/components/contact-info.tsx";
import { CONTACT_FAILURE, HONEYPOT_FIELD, RENDERED_AT_FIELD, SUBMISSION_KEY_FIELD } from "#app/features/contact/form-fields.ts";
import { issueFormStamp } from "#app/features/contact/form-stamp.server.ts";
import { submitContact } from "#app/features/contact/submit-contact.server.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { seoMeta, siteSeoFromMatches } from "#app/lib/seo.ts";
import type { loader as rootLoader } from "#app/root.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    title: "Contact Us",
    description:
      "Contact BrandCheck about test-buying, mystery shopping and product quality control for your brand. Offices in London, Hong Kong, Sydney and Frankfurt.",
    path: "/contact",
    ...siteSeoFromMatches(matches),
  });
}

/** The signed render time feeds the spam check "was this form filled in faster than a person could?". */
export function loader() {
  return { formStamp: issueFormStamp(Date.now()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormData(request);
  if (!read.ok) return data({ formError: read.formError }, { status: read.status });
  const form = read.form;
  const result = await submitContact(form, { ip: context.get(requestInfoContext).ip });
  // Redirect after a successful post, so a reload cannot send the message twice.
  if (result.status === "sent") return redirect("/contact?sent=1");
  const values = Object.fromEntries(
    [...form.entries()].filter(([key, value]) => typeof value === "string" && key !== HONEYPOT_FIELD && key !== RENDERED_AT_FIELD && key !== SUBMISSION_KEY_FIELD),
  ) as Record<string, string>;
  return data(
    result.status === "invalid" ? { errors: result.errors, values } : { formError: result.formError, values },
    { status: result.httpStatus },
  );
}

/**
 * With JavaScript the form posts through React Router's fetch. When the answer is not our action's
 * (a proxy's 5xx page, a dropped connection), React Router would throw and swap the page for the
 * error screen, losing what the visitor typed; they get the catalogue's failure toast instead. The
 * 503 status keeps React Router from revalidating the loaders against a server that is not answering.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error; // the redirect after a successful post
    return data({ formError: CONTACT_FAILURE }, { status: 503 });
  }
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>("root")!.site;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const sent = searchParams.get("sent") === "1";
  // Once the toast has shown, drop ?sent=1 so a reload does not announce it again.
  const acknowledge = useCallback(() => void navigate("/contact", { replace: true, preventScrollReset: true }), [navigate]);

  return (
    <section className="px-4 pb-20 pt-28 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <header className="mx-auto mb-12 max-w-2xl text-center">
          <AnimatedHeading as="h1" text="Get in Touch" className="text-4xl font-bold tracking-tight sm:text-5xl" />
          <p className="mt-4 text-lg text-muted-foreground">
            Tell us about your products and markets, and a quality specialist will reply within one business day.
          </p>
        </header>
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div id="contact-form" className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
            <h2 className="mb-6 text-xl font-semibold">Send us a message</h2>
            <ContactForm formStamp={loaderData.formStamp} result={actionData} sent={sent} onSentAcknowledged={acknowledge} />
          </div>
          <ContactInfo site={site} />
        </div>
      </div>
    </section>
  );
}
