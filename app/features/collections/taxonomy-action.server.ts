import { data } from "react-router";
import type { ActionResult } from "#app/components/action-feedback.tsx";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { deleteAuthor, saveAuthorProfile } from "./authors.server.ts";
import { TaxonomyError } from "./taxonomy-error.ts";
import { AuthorInput, TopicInput } from "./taxonomy-schema.ts";
import { createTopic, deleteTopic, saveTopic } from "./topics.server.ts";

/**
 * The Topics and Authors screens' changes, after the route has checked "pages:write". One schema
 * for the form and the server; bad input and refusals are a 4xx with a message, never a 500.
 */
export async function handleTopicsAction(request: Request, actor: SessionUser) {
  return handle(request, TopicInput, "Topic not saved", async (input) => {
    switch (input.intent) {
      case "create-topic":
        await createTopic(input, actor);
        return { title: "Topic added", description: `"${input.name}" can now be chosen for articles.` };
      case "save-topic":
        await saveTopic(input, actor);
        return { title: "Topic saved", description: `"${input.name}" (${input.locale}).` };
      case "delete-topic-translation":
        await deleteTopic({ id: input.id }, actor);
        return { title: "Translation deleted" };
      case "delete-topic":
        await deleteTopic({ translationKey: input.translationKey }, actor);
        return { title: "Topic deleted", description: "Articles no longer show it." };
    }
  });
}

export async function handleAuthorsAction(request: Request, actor: SessionUser) {
  return handle(request, AuthorInput, "Author not saved", async (input) => {
    switch (input.intent) {
      case "save-author": {
        // The schema read the photo field's image address as the library image's id.
        await saveAuthorProfile(input, actor);
        return { title: "Author saved", description: `"${input.name}" (${input.locale}).` };
      }
      case "delete-author-profile":
        await deleteAuthor({ id: input.id }, actor);
        return { title: "Profile deleted" };
      case "delete-author":
        await deleteAuthor({ authorKey: input.authorKey }, actor);
        return { title: "Author deleted", description: "Their articles no longer show a byline." };
    }
  });
}

type Schema<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } } };

async function handle<T>(request: Request, schema: Schema<T>, failure: string, work: (input: T) => Promise<ActionResult["message"]>) {
  const read = await readFormData(request);
  if (!read.ok) return answer(read.status, { title: failure, description: read.formError });
  const parsed = schema.safeParse(Object.fromEntries([...read.form].filter(([, value]) => typeof value === "string")));
  if (!parsed.success) return answer(400, { title: failure, description: parsed.error.issues[0]?.message ?? "Please check the form." });
  try {
    return answer(200, await work(parsed.data));
  } catch (error) {
    if (error instanceof TaxonomyError) return answer(error.status, { title: failure, description: error.message });
    logger.error({ err: error }, "Topics or authors change failed");
    return answer(500, { title: failure, description: "Something went wrong. Please try again later." });
  }
}

function answer(status: number, message: ActionResult["message"]) {
  return data<ActionResult>({ ok: status < 300, message }, { status });
}
