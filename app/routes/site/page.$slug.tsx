import { useEffect } from "react";
import { data, isRouteErrorResponse, redirect, replace, useLocation, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/page.$slug";
import { RouterErrorMessage } from "#app/components/router-error-message.tsx";
import { NOT_FOUND_META, NotFoundMessage } from "#app/components/site/not-found-message.tsx";
import { FOOTER_DESCRIPTION } from "#app/content/site.ts";
import { CONTACT_SENT } from "#app/features/contact/components/form-notices.tsx";
import { CONTACT_FAILURE, HONEYPOT_FIELD, RENDERED_AT_FIELD, SECTION_ID_FIELD, SUBMISSION_KEY_FIELD } from "#app/features/contact/form-fields.ts";
import { issueFormStamp } from "#app/features/contact/form-stamp.server.ts";
import { submitSectionContact } from "#app/features/contact/submit-section-contact.server.ts";
import { isHtmlContent, type PageContent } from "#app/features/pages/content.ts";
import { findPublishedPage } from "#app/features/pages/pages.server.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { textField } from "#app/lib/form.ts";
import { toast } from "#app/lib/lazy-toast.ts";
import { logger } from "#app/lib/logger.server.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { originFromMatches, seoMeta } from "#app/lib/seo.ts";
import { splitMessage } from "#app/lib/toast-messages.ts";
import { cn } from "#app/lib/utils.ts";
import { RenderSections } from "#app/sections/render-sections.tsx";
import type { SectionFormResult } from "#app/sections/section-types.ts";

/** The query parameter naming the contact section whose message was just sent (post/redirect/get). */
const SENT_PARAM = "sent";
const PAGE_NOT_FOUND = { title: "Page not found", description: "The page you're looking for doesn't exist or isn't published yet." };

/** Thrown for an unknown or unpublished slug: HTTP 404 and the not-found page, logged like it. */
function notFound(path: string) {
  // `url`, not `request.url`: on client navigations the raw request path ends in ".data".
  logger.warn({ path }, "404: no published page at this path");
  return data(null, { status: 404 });
}

export async function loader({ params, url }: Route.LoaderArgs) {
  // Public: anyone may read a published page.
  const page = await findPublishedPage(params.slug);
  if (!page) throw notFound(url.pathname);
  return {
    page: { title: page.title, slug: page.slug, metaDescription: page.metaDescription, content: page.content, updatedAt: page.updatedAt },
    // The contact sections' "filled in too fast" check measures from here (signed).
    formStamp: issueFormStamp(Date.now()),
  };
}

/**
 * Runs in the browser on in-app navigations only (no `hydrate`), so a full load still gets the
 * server's HTTP 404 and not-found page. In the app, the spec asks for a toast and /not-found
 * instead of the bad URL, on any load error (docs/decisions/008).
 */
export async function clientLoader({ serverLoader, url }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response) throw error;
    throw leaveForNotFound(url);
  }
}

function leaveForNotFound(url: URL): Response {
  // One id: a load that React Router repeats (a revalidation racing the back/forward) updates the
  // toast already shown instead of stacking a second, identical one.
  toast.error(PAGE_NOT_FOUND.title, { id: "page-not-found", description: PAGE_NOT_FOUND.description });
  // A clicked link's URL is not in the history yet (React Router commits it once the loaders
  // succeed), so a plain redirect leaves the previous page behind /not-found. After back/forward or
  // a revalidation the browser already shows the bad URL: that entry is replaced.
  return window.location.pathname === url.pathname ? replace("/not-found") : redirect("/not-found");
}

/** A contact section's form, posted by a visitor (public). */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const page = await findPublishedPage(params.slug);
  if (!page) throw notFound(url.pathname);
  const read = await readFormData(request);
  // An unreadable body names no section; the page shows the message above its content.
  if (!read.ok) return data({ formResult: { sectionId: "", formError: read.formError } satisfies SectionFormResult }, { status: read.status });

  const form = read.form;
  const sectionId = textField(form, SECTION_ID_FIELD);
  const result = await submitSectionContact(form, page, { ip: context.get(requestInfoContext).ip });
  // Redirect after a successful post, so a reload cannot send the message twice; the anchor brings
  // a visitor without JavaScript back to the form and its confirmation.
  if (result.status === "sent") return redirect(`/${page.slug}?${new URLSearchParams({ [SENT_PARAM]: sectionId })}#${encodeURIComponent(sectionId)}`);

  const formResult: SectionFormResult = {
    sectionId,
    formError: result.formError,
    fieldErrors: result.status === "invalid" ? result.errors : undefined,
    values: typedValues(form),
  };
  return data({ formResult }, { status: result.httpStatus });
}

/** What the visitor typed, by field id, so a refused form keeps it (the hidden fields excepted). */
function typedValues(form: FormData): Record<string, string> {
  const hidden = new Set([HONEYPOT_FIELD, RENDERED_AT_FIELD, SECTION_ID_FIELD, SUBMISSION_KEY_FIELD]);
  return Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string" && !hidden.has(entry[0])));
}

/**
 * With JavaScript the form posts through React Router's fetch. When the answer is not our action's
 * (a proxy's 5xx page, a dropped connection) the visitor keeps the form and gets the catalogue's
 * failure toast; a page unpublished meanwhile is handled like a failed load.
 */
export async function clientAction({ request, serverAction, url }: Route.ClientActionArgs) {
  const sectionId = textField(await request.clone().formData(), SECTION_ID_FIELD);
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error; // the redirect after a successful post
    if (isRouteErrorResponse(error) && error.status === 404) throw leaveForNotFound(url);
    return data({ formResult: { sectionId, formError: CONTACT_FAILURE } satisfies SectionFormResult }, { status: 503 });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return NOT_FOUND_META;
  const { page } = loaderData;
  return seoMeta({
    title: page.title,
    description: page.metaDescription || FOOTER_DESCRIPTION,
    path: `/${page.slug}`,
    origin: originFromMatches(matches),
  });
}

export default function CmsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, formStamp } = loaderData;
  const { content } = page;
  const path = `/${page.slug}`;
  const sentSectionId = useSentAnnouncement(path);
  const formResult: SectionFormResult | undefined = actionData?.formResult ?? (sentSectionId ? { sectionId: sentSectionId, sent: true } : undefined);
  // A message for a form the page does not show (removed meanwhile, or a body that named none).
  const pageError = formResult?.formError && !hasContactSection(content, formResult.sectionId) ? formResult.formError : undefined;

  useEffect(() => {
    // Refusals (a field to fix, the rate limit) show beside their form; no answer at all, or a
    // message the visitor would not see where they are, is also a toast.
    const formError = actionData?.formResult.formError;
    if (!formError || (formError !== CONTACT_FAILURE && formError !== pageError)) return;
    const { title, description } = splitMessage(formError);
    toast.error(title, { description });
  }, [actionData, pageError]);

  const heroOpens = !isHtmlContent(content) && content.sections.some((section) => section.order === 0 && section.type === "hero");
  const ownH1 = isHtmlContent(content) && /<h1[\s>]/i.test(content.html);
  return (
    // An opening hero clears the fixed header itself; anything else needs the room here.
    <article className={heroOpens ? "pb-20" : "pb-20 pt-28"}>
      {pageError ? (
        <p role="alert" className={cn("mx-4 mb-8 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive sm:mx-auto sm:max-w-3xl", heroOpens && "mt-28")}>
          {pageError}
        </p>
      ) : null}
      {/* One h1 per page: an opening hero renders it (section order 0), HTML may bring its own. */}
      {heroOpens || ownH1 ? null : (
        <header className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{page.title}</h1>
        </header>
      )}
      {isHtmlContent(content) ? (
        <div
          className="prose-content mx-auto mt-10 max-w-3xl px-4 text-lg text-foreground sm:px-6 lg:px-8"
          // Safe to inject: getPublishedPageBySlug passes the HTML through the allowlist sanitiser on
          // every read, on top of the sanitising at save time.
          dangerouslySetInnerHTML={{ __html: content.html }}
        />
      ) : (
        // Keyed by the render time: after a successful send the loader runs again and the forms start empty (with new keys).
        <RenderSections key={formStamp} sections={content.sections} context={{ path, formStamp, formResult }} />
      )}
    </article>
  );
}

function hasContactSection(content: PageContent, sectionId: string): boolean {
  return !isHtmlContent(content) && content.sections.some((section) => section.type === "contact" && section.id === sectionId);
}

/**
 * The id of the contact section whose message was just sent (?sent=<id>). With JavaScript the
 * success toast shows once and the parameter is dropped, so a reload does not announce it again.
 */
function useSentAnnouncement(path: string): string | null {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const sentSectionId = searchParams.get(SENT_PARAM);
  useEffect(() => {
    if (!sentSectionId) return;
    toast.success(CONTACT_SENT.title, { description: CONTACT_SENT.description });
    void navigate({ pathname: path, hash }, { replace: true, preventScrollReset: true });
  }, [sentSectionId, navigate, path, hash]);
  return sentSectionId;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col justify-center gap-4 px-4 pb-16 pt-28">
      <RouterErrorMessage error={error} />
    </div>
  );
}
