import { beforeEach, describe, expect, it } from "vitest";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { blankPng } from "#tests/utils/media-images.ts";
import { plantMedia } from "#tests/utils/media-test-db.ts";
import { authorTranslations, deleteAuthor, findAuthorByKey, findAuthorBySlug, saveAuthorProfile } from "./authors.server.ts";
import { loadItemChoices } from "./item-choices.server.ts";
import { handleAuthorsAction, handleTopicsAction } from "./taxonomy-action.server.ts";
import { createTopic, deleteTopic, findTopic, listTopics, saveTopic, topicsByKeys } from "./topics.server.ts";

const { testDb, editor } = setUpPagesTestDb();
beforeEach(async () => {
  for (const table of ["topics", "author_profiles"] as const) await testDb().db.deleteFrom(table).execute();
});

const profile = { authorKey: "", userId: "", locale: "en", name: "BrandCheck Research", slug: "", role: "Editorial team", bio: "", photoMediaId: "" };

/** Each audited change a minute after the one before: the audit lists them by time, and two in one millisecond had no order. */
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 9, minutes));

async function audit() {
  return (await testDb().db.selectFrom("audit_log").select(["action", "summary"]).orderBy("created_at").orderBy("id").execute()).map((row) => `${row.action}: ${row.summary}`);
}

describe("topics (per language, grouped by translation key)", () => {
  it("are created, translated, renamed and deleted, each change audited", async () => {
    const quality = await createTopic({ locale: "en", name: "Quality Control", slug: "" }, editor(), { now: at(0) });
    expect(quality).toMatchObject({ slug: "quality-control", translationKey: quality.id });
    await saveTopic({ translationKey: quality.translationKey, locale: "de", name: "Qualitätskontrolle", slug: "" }, editor(), { now: at(1) });
    await saveTopic({ translationKey: quality.translationKey, locale: "zh-HK", name: "品質控制", slug: "pin-zhi-kong-zhi" }, editor(), { now: at(2) });
    await saveTopic({ translationKey: quality.translationKey, locale: "en", name: "Quality control", slug: "quality-control" }, editor(), { now: at(3) });
    expect((await topicsByKeys([quality.translationKey, "gone"], "de")).map((topic) => topic.slug)).toEqual(["qualitatskontrolle"]);
    expect(await findTopic("zh-HK", "pin-zhi-kong-zhi")).toMatchObject({ name: "品質控制" });
    const german = (await listTopics()).find((topic) => topic.locale === "de")!;
    await deleteTopic({ id: german.id }, editor(), { now: at(4) });
    expect((await listTopics()).map((topic) => topic.locale).sort()).toEqual(["en", "zh-HK"]);
    await deleteTopic({ translationKey: quality.translationKey }, editor(), { now: at(5) });
    expect(await listTopics()).toEqual([]);
    expect(await audit()).toEqual([
      "topic.create: Created topic \"Quality Control\" (en)",
      "topic.create: Translated topic \"Quality Control\" into de: \"Qualitätskontrolle\"",
      "topic.create: Translated topic \"Quality Control\" into zh-HK: \"品質控制\"",
      "topic.update: Renamed topic \"Quality Control\" to \"Quality control\" (en)",
      "topic.delete: Deleted topic \"Qualitätskontrolle\" (de)",
      "topic.delete: Deleted topic \"Quality control\" (en), \"品質控制\" (zh-HK)",
    ]);
  });

  it("refuse a slug another topic of the language has, a name without a slug-able letter and no slug, a language not on the site", async () => {
    await createTopic({ locale: "en", name: "Recalls", slug: "" }, editor());
    await expect(createTopic({ locale: "en", name: "Product recalls", slug: "recalls" }, editor())).rejects.toMatchObject({ status: 409 });
    await expect(createTopic({ locale: "zh-HK", name: "回收", slug: "" }, editor())).rejects.toMatchObject({ status: 400 });
    await expect(createTopic({ locale: "fr", name: "Rappels", slug: "" }, editor())).rejects.toMatchObject({ status: 400 });
    await expect(saveTopic({ translationKey: "missing", locale: "en", name: "X", slug: "" }, editor())).rejects.toMatchObject({ status: 404 });
    await expect(deleteTopic({ id: "missing" }, editor())).rejects.toMatchObject({ status: 404 });
  });
});

describe("author profiles (per author and language; never an e-mail)", () => {
  it("belong to a staff member or to a byline without an account, one profile per language", async () => {
    const staff = await saveAuthorProfile({ ...profile, userId: editor().id, name: "Ed Itor", role: "Head of Quality Control" }, editor());
    expect(staff).toMatchObject({ authorKey: editor().id, userId: editor().id, slug: "ed-itor" });
    await expect(saveAuthorProfile({ ...profile, userId: editor().id, name: "Ed Again" }, editor())).rejects.toMatchObject({ status: 409 });
    const team = await saveAuthorProfile(profile, editor());
    expect(team.authorKey).toMatch(/^byline-/);
    expect(team.userId).toBeNull();
    await saveAuthorProfile({ ...profile, authorKey: team.authorKey, locale: "de", name: "BrandCheck Research", slug: "brandcheck-research", role: "Redaktion" }, editor());
    expect((await authorTranslations(team.authorKey)).map((row) => row.locale).sort()).toEqual(["de", "en"]);
    expect(await findAuthorBySlug("de", "brandcheck-research")).toMatchObject({ role: "Redaktion" });
    // What the public pages read has no e-mail in it at all.
    expect(JSON.stringify(await findAuthorByKey(editor().id, "en"))).not.toContain(editor().email);
    await expect(saveAuthorProfile({ ...profile, authorKey: "byline-missing" }, editor())).rejects.toMatchObject({ status: 404 });
    await expect(saveAuthorProfile({ ...profile, name: "Other", slug: "ed-itor" }, editor())).rejects.toMatchObject({ status: 409 });
    await deleteAuthor({ authorKey: team.authorKey }, editor());
    expect(await findAuthorByKey(team.authorKey, "en")).toBeNull();
  });

  it("take a photo only from the media library, and show it as a library reference", async () => {
    await expect(saveAuthorProfile({ ...profile, photoMediaId: "00000000-0000-4000-8000-000000000000" }, editor())).rejects.toMatchObject({ status: 409 });
    const media = await plantMedia(testDb().db, { name: "portrait.png", format: "png", width: 400, height: 400, data: blankPng(4, 4) });
    const saved = await saveAuthorProfile({ ...profile, photoMediaId: media.id }, editor());
    expect(saved.photo).toMatch(new RegExp(`^/media/${media.id}/[0-9a-f]{16}/\\d+x\\d+\\.\\w+$`));
  });

  it("are offered to an article's panel in its language, with the default language's name where it has none", async () => {
    const team = await saveAuthorProfile(profile, editor());
    await saveAuthorProfile({ ...profile, authorKey: team.authorKey, locale: "de", name: "BrandCheck Forschung" }, editor());
    const topic = await createTopic({ locale: "en", name: "Regulation", slug: "" }, editor());
    expect(await loadItemChoices("de")).toEqual({ topics: [{ key: topic.translationKey, name: "Regulation (en)" }], authors: [{ key: team.authorKey, name: "BrandCheck Forschung" }] });
  });
});

describe("the Topics and Authors screens' action (the attacker's inputs)", () => {
  const post = (fields: Record<string, string | undefined>) => new Request("https://cms.brandcheck.test/admin/insights/topics", { method: "POST", body: new URLSearchParams(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined)) });
  const answer = async (result: Awaited<ReturnType<typeof handleTopicsAction>>) => ({ status: result.init?.status ?? 200, ok: result.data.ok });

  it("answers bad input with a 4xx and changes nothing", async () => {
    for (const fields of [{}, { intent: "drop-table" }, { intent: "create-topic", locale: "en", name: "" }, { intent: "create-topic", locale: "en", name: "x".repeat(81) }, { intent: "save-topic", translationKey: "a b", locale: "en", name: "X" }, { intent: "delete-topic", translationKey: "" }]) {
      expect(await answer(await handleTopicsAction(post(fields), editor())), JSON.stringify(fields)).toEqual({ status: 400, ok: false });
    }
    expect((await answer(await handleTopicsAction(post({ intent: "delete-topic", translationKey: "nope" }), editor()))).status).toBe(404);
    for (const fields of [{ intent: "save-author", authorKey: "", locale: "en", name: "X", bio: "x".repeat(1001) }, { intent: "delete-author", authorKey: "'; drop table pages; --" }]) {
      const result = await handleAuthorsAction(post(fields), editor());
      expect(result.init?.status, JSON.stringify(fields)).toBe(400);
    }
    const big = new Request("https://cms.brandcheck.test/admin/insights/topics", { method: "POST", body: new URLSearchParams({ intent: "create-topic", locale: "en", name: "x".repeat(200_000) }) });
    expect((await handleTopicsAction(big, editor())).init?.status).toBe(413);
    expect(await listTopics()).toEqual([]);
  });

  it("adds an author from the Add form, which sends no slug", async () => {
    const result = await handleAuthorsAction(post({ intent: "save-author", authorKey: "", userId: "", locale: "en", name: "BrandCheck Research" }), editor());
    expect(result.data.ok).toBe(true);
    expect(await findAuthorBySlug("en", "brandcheck-research")).toMatchObject({ name: "BrandCheck Research", userId: null });
  });

  it("adds a topic from the form", async () => {
    const result = await handleTopicsAction(post({ intent: "create-topic", locale: "en", name: "Test purchases", slug: "" }), editor());
    expect(result.data).toEqual({ ok: true, message: { title: "Topic added", description: "\"Test purchases\" can now be chosen for articles." } });
    expect((await listTopics()).map((topic) => topic.slug)).toEqual(["test-purchases"]);
  });
});
