import { ENHANCED_POST_HEADER, FORM_STAMP_PATH, RENDERED_AT_FIELD, SUBMISSION_KEY_FIELD } from "#app/features/contact/form/form-fields.ts";
import { SENT_PARAM } from "#app/features/contact/form/page-form-result.ts";
import { PROOF_OF_WORK_FIELD } from "#app/features/proof-of-work/proof-of-work-fields.ts";
import { showToast, showToastsIn } from "./toast.ts";

/**
 * The public forms (contact, newsletter) with JavaScript. Without it they are plain POST forms and
 * the server's answer is a page (decision 004). Here the same POST is sent with fetch and the
 * visitor stays on the page: the answer is still the server's rendered page, and the form it holds
 * under the same `data-enhance` key (emptied and confirmed after a send, or with the server's
 * messages and what was typed) takes the place of the one on screen, with the toasts it asks for.
 * An answer that holds no such form (a proxy's error page, a dropped connection) keeps the form and
 * shows its `data-failure-title` and `-description` (the catalogue's failure toast, in the page's language).
 *
 * Each form also gets its idempotency key (decision 013: one per fill, kept across retries and
 * refusals, new after a send) and, on the visitor's first interaction, a fresh spam-check stamp:
 * a cached page's own stamp is as old as the cached copy (decisions 012, 013).
 */
export function enhanceForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-enhance]")) enhance(form, 0, randomKey());
  announceSentOnArrival();
  // Any other form is sent by the browser as a page load: its button says it is busy meanwhile.
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.hasAttribute("data-enhance")) return;
    const button = form.querySelector<HTMLButtonElement>("button[type=submit][data-busy-label]");
    if (!button) return;
    button.textContent = button.dataset.busyLabel ?? "";
    button.setAttribute("aria-disabled", "true");
  });
}

/** `shownAt`: when the visitor first saw this form, as performance.now() (0: with the page's HTML). */
function enhance(form: HTMLFormElement, shownAt: number, submissionKey: string): void {
  const keyField = form.querySelector<HTMLInputElement>(`input[name="${SUBMISSION_KEY_FIELD}"]`);
  if (keyField) keyField.value = submissionKey;
  refreshStampOnFirstUse(form, shownAt);
  const proofOfWork = proofOfWorkOnFirstUse(form);
  // A second submit while the first is on its way (a quick double tap) is sent too, with the same
  // key, and only the last answer counts.
  let sends = 0;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const send = (sends += 1);
    void post(form, event.submitter, () => send === sends, proofOfWork());
  });
}

/**
 * A form that asks for the proof-of-work challenge starts solving it on the first focus or input;
 * its solver's code is fetched then, so no other page downloads it. The returned function gives the
 * solve (started now if the visitor sends without touching a field) for the send to wait for.
 */
function proofOfWorkOnFirstUse(form: HTMLFormElement): () => Promise<void> {
  const field = form.querySelector<HTMLInputElement>(`input[name="${PROOF_OF_WORK_FIELD}"]`);
  if (!field) return () => Promise.resolve();
  let solving: Promise<void> | undefined;
  const start = () => (solving ??= import("./proof-of-work.ts").then(({ solveInto }) => solveInto(field)).catch(() => undefined));
  form.addEventListener("focusin", start, { once: true });
  form.addEventListener("input", start, { once: true });
  return start;
}

/** `ready`: settles when the form's hidden values are final (its proof of work solved, or given up). */
async function post(form: HTMLFormElement, submitter: HTMLElement | null, isLatest: () => boolean, ready: Promise<void>): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!button) return;
  const idleLabel = button.dataset.idleLabel ?? button.textContent;
  button.dataset.idleLabel = idleLabel;
  button.disabled = true;
  button.textContent = button.dataset.busyLabel ?? idleLabel;
  const restore = () => {
    button.disabled = false;
    button.textContent = idleLabel;
  };

  await ready;
  let page: Document;
  let redirectedTo = "";
  try {
    const response = await fetch(form.action, { method: "POST", body: requestBody(form, submitter), headers: { [ENHANCED_POST_HEADER]: "1" } });
    if (response.redirected) redirectedTo = response.url;
    page = new DOMParser().parseFromString(await response.text(), "text/html");
  } catch {
    page = document.implementation.createHTMLDocument();
  }
  if (!isLatest()) return;
  const answer = page.querySelector<HTMLFormElement>(`form[data-enhance="${CSS.escape(form.dataset.enhance ?? "")}"]`);
  // A form sent on to its thank-you page: the visitor goes there, as without JavaScript.
  if (!answer && redirectedTo && new URL(redirectedTo).pathname !== new URL(form.action).pathname) {
    location.assign(redirectedTo);
    return;
  }
  if (!answer) {
    restore();
    showToast("error", form.dataset.failureTitle ?? "", form.dataset.failureDescription);
    return;
  }
  const replacement = document.adoptNode(answer);
  const sent = replacement.querySelector("[data-form-sent]") !== null;
  form.replaceWith(replacement);
  replacement.dispatchEvent(new Event("form-replaced", { bubbles: true }));
  // A send ends the fill: the emptied form is a new one, with a key and a stamp of its own.
  enhance(replacement, performance.now(), sent ? randomKey() : (form.querySelector<HTMLInputElement>(`input[name="${SUBMISSION_KEY_FIELD}"]`)?.value ?? randomKey()));
  showToastsIn(replacement);
  replacement.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
}

/** The form's fields as the browser would post them: multipart when the form takes files, else URL-encoded. */
function requestBody(form: HTMLFormElement, submitter: HTMLElement | null): FormData | URLSearchParams {
  const fields = new FormData(form, submitter);
  if (form.enctype === "multipart/form-data") return fields;
  const body = new URLSearchParams();
  for (const [name, value] of fields) if (typeof value === "string") body.append(name, value);
  return body;
}

/**
 * Back from a send that went as a page load (post/redirect/get to `?sent=`): the confirmation the
 * form shows is a toast too, and `?sent=` leaves the address bar, so a reload does not repeat it.
 */
function announceSentOnArrival(): void {
  const url = new URL(location.href);
  if (!url.searchParams.has(SENT_PARAM)) return;
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-enhance]:has([data-form-sent])")) showToastsIn(form);
  url.searchParams.delete(SENT_PARAM);
  history.replaceState(history.state, "", url);
}

/**
 * On the first focus or input in the form, asks the server for a stamp of the moment the form was
 * shown. Until it arrives, or if it never does, the page's stamp stays: the form always sends.
 */
function refreshStampOnFirstUse(form: HTMLFormElement, shownAt: number): void {
  const stampField = form.querySelector<HTMLInputElement>(`input[name="${RENDERED_AT_FIELD}"]`);
  const pageStamp = stampField?.value;
  if (!stampField || !pageStamp) return;
  const ask = () => {
    form.removeEventListener("focusin", ask);
    form.removeEventListener("input", ask);
    const query = new URLSearchParams({ page: pageStamp, shown: String(Math.round(performance.now() - shownAt)) });
    fetch(`${FORM_STAMP_PATH}?${query}`, { cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<{ stamp?: unknown }>) : null))
      .then((answer) => {
        if (typeof answer?.stamp === "string") stampField.value = answer.stamp;
      })
      .catch(() => {
        // Offline: the page's stamp stays.
      });
  };
  form.addEventListener("focusin", ask);
  form.addEventListener("input", ask);
}

/** 128 random bits as hex. getRandomValues, unlike randomUUID, also works on a plain-HTTP origin. */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
