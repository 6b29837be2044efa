import { useEffect } from "react";
import { data, isRouteErrorResponse, useLocation, useNavigate, useSearchParams } from "react-router";
import type { PageContent } from "#app/features/pages/content.ts";
import { textField } from "#app/lib/form.ts";
import { toast } from "#app/lib/lazy-toast.ts";
import { splitMessage } from "#app/lib/toast-messages.ts";
import type { SectionFormResult } from "#app/sections/section-types.ts";
import { CONTACT_SENT } from "./components/form-notices.tsx";
import { CONTACT_FAILURE, SECTION_ID_FIELD } from "./form-fields.ts";

/**
 * The browser's side of a form posted on a page of sections (a staff page or a site page such as
 * /contact); the server's side is page-form-post.server.ts.
 */

/** The query parameter naming the form whose message was just sent (post/redirect/get). */
export const SENT_PARAM = "sent";
/** `?sent=1`: the page's contact block sent it (the contact page's address after a send, as always). */
export const CONTACT_BLOCK_SENT = "1";

/**
 * With JavaScript a form posts through React Router's fetch. When the answer is not the action's
 * (a proxy's 5xx page, a dropped connection) the visitor keeps the form and gets the catalogue's
 * failure toast; the 503 keeps React Router from revalidating against a server that is not answering.
 * `onNotFound` handles a page unpublished meanwhile.
 */
export async function postPageForm<T>(request: Request, serverAction: () => Promise<T>, onNotFound?: () => Response) {
  const sectionId = textField(await request.clone().formData(), SECTION_ID_FIELD);
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error; // the redirect after a successful post
    if (onNotFound && isRouteErrorResponse(error) && error.status === 404) throw onNotFound();
    return data({ formResult: { sectionId, formError: CONTACT_FAILURE } satisfies SectionFormResult }, { status: 503 });
  }
}

interface PageFormState {
  /** What the form that was posted shows: sent, or the action's refusal. */
  formResult: SectionFormResult | undefined;
  /** A refusal for a form the page does not show (removed meanwhile, or a body that named none): shown above the page. */
  pageError: string | undefined;
}

/**
 * The outcome of the page's last form post, addressed to the form that sent it. A sent message is
 * announced once as a toast and `?sent=` is dropped, so a reload does not announce it again; no
 * answer at all, or a message the visitor would not see where they are, is a toast too.
 */
export function usePageFormResult(path: string, content: PageContent, actionResult: SectionFormResult | undefined): PageFormState {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const sent = searchParams.get(SENT_PARAM);
  useEffect(() => {
    if (!sent) return;
    toast.success(CONTACT_SENT.title, { description: CONTACT_SENT.description });
    void navigate({ pathname: path, hash }, { replace: true, preventScrollReset: true });
  }, [sent, navigate, path, hash]);

  const sentSectionId = sent === CONTACT_BLOCK_SENT ? contactBlockId(content) : sent;
  const formResult = actionResult ?? (sentSectionId ? { sectionId: sentSectionId, sent: true } : undefined);
  const pageError = formResult?.formError && !hasForm(content, formResult.sectionId) ? formResult.formError : undefined;

  useEffect(() => {
    const formError = actionResult?.formError;
    if (!formError || (formError !== CONTACT_FAILURE && formError !== pageError)) return;
    const { title, description } = splitMessage(formError);
    toast.error(title, { description });
  }, [actionResult, pageError]);

  return { formResult, pageError };
}

function contactBlockId(content: PageContent): string | undefined {
  return "sections" in content ? content.sections.find((section) => section.type === "contact-block")?.id : undefined;
}

function hasForm(content: PageContent, sectionId: string): boolean {
  return "sections" in content && content.sections.some((section) => (section.type === "contact" || section.type === "contact-block") && section.id === sectionId);
}
