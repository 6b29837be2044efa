import { data } from "react-router";
import type { Actor } from "#app/features/auth/session-user.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { retryJob } from "./job-retry.server.ts";
import { parseSiteHealthForm, type SiteHealthActionData, type SiteHealthIntent } from "./schema.ts";
import { ActionRefusal } from "#app/lib/action-refusal.ts";
import { queueTestEmail } from "./test-email.server.ts";

const FAILURE_TITLES: Record<SiteHealthIntent["intent"], string> = {
  "send-test-email": "Could not send a test e-mail",
  "retry-job": "Could not retry the job",
};

/**
 * The Site Health screen's buttons, after the route has checked "site:health". Refusals answer 4xx
 * with a message for the toast; only real failures are 5xx.
 */
export async function handleSiteHealthAction(request: Request, actor: Actor) {
  const read = await readFormData(request);
  if (!read.ok) return data<SiteHealthActionData>({ ok: false, intent: "", message: { title: "Could not read the form", description: read.formError } }, { status: read.status });
  const parsed = parseSiteHealthForm(read.form);
  if (!parsed.ok) return data<SiteHealthActionData>({ ok: false, intent: parsed.intent, message: { title: "Could not do that", description: parsed.message } }, { status: 400 });

  const input = parsed.value;
  try {
    return data<SiteHealthActionData>({ ok: true, intent: input.intent, message: await perform(input, actor) });
  } catch (error) {
    const known = error instanceof ActionRefusal;
    if (!known) logger.error({ err: error, intent: input.intent }, "Site Health action failed");
    const description = known ? error.message : "Something went wrong. Please try again later.";
    return data<SiteHealthActionData>({ ok: false, intent: input.intent, message: { title: FAILURE_TITLES[input.intent], description } }, { status: known ? error.status : 500 });
  }
}

async function perform(input: SiteHealthIntent, actor: Actor): Promise<SiteHealthActionData["message"]> {
  switch (input.intent) {
    case "send-test-email":
      await queueTestEmail(actor);
      return {
        title: "Test e-mail sent",
        description: `A test e-mail is on its way to ${actor.email}. If it has not arrived in a few minutes, look in the spam folder, then under Jobs on this screen for the mail server's answer.`,
      };
    case "retry-job": {
      const { label } = await retryJob(input.jobId, actor);
      return { title: "Job queued again", description: `${label}: it will be tried once more now. Reload this screen in a moment to see how it went.` };
    }
  }
}
