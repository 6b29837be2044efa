import { usePageCatalog } from "#app/components/site/page-catalog.ts";
import { PROOF_OF_WORK_FIELD } from "#app/features/proof-of-work/proof-of-work-fields.ts";
import { m } from "#app/paraglide/messages.js";
import type { FormFrameProps } from "#app/sections/section-types.ts";
import { PageFormShell } from "./page-form-shell.tsx";

/**
 * The frame of a form built on the Forms screen (the Form section draws its fields inside): the
 * same post to the page, spam traps, idempotency key, notices and "Sending..." as the contact forms,
 * so every form goes through one pipeline (decision 044). `data-form-live` asks the page's script
 * for the live checks and conditions (app/site-enhance/form-live.ts), loaded only where a form has it.
 */
export function FormFrame({ sectionId, action, formStamp, result, preview, submitLabel, successMessage, takesFiles, proofOfWork, children }: FormFrameProps) {
  const locale = { locale: usePageCatalog() };
  return (
    <PageFormShell
      {...{ sectionId, action, formStamp, result, preview, submitLabel }}
      sentMessage={{ title: m.form_sent_title({}, locale), description: successMessage }}
      takesFiles={takesFiles}
      live
    >
      {/* Filled by the public script's solver; without JavaScript it is sent empty and the message is stored unverified. */}
      {proofOfWork && !result?.sent ? <input type="hidden" name={PROOF_OF_WORK_FIELD} value="" /> : null}
      {result?.sent ? null : <p className="text-sm text-muted-foreground">{m.contact_required_note({}, locale)}</p>}
      {children}
    </PageFormShell>
  );
}
