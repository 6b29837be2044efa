// Issue S (decision 045): a Contact Form section with a File upload field, posted as a visitor's
// browser posts it (multipart). Accepted files are stored privately with the message; every hostile
// upload is refused with the page's message and leaves nothing behind: no message, no file row,
// no file on disk. Rows go with their message, and files with the retention's next round.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { downloadSubmissionFile } from "#app/features/form-uploads/file-download.server.ts";
import { sweepUnclaimedFiles } from "#app/features/form-uploads/submission-files.server.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { addressBook, type AddressBook } from "#app/features/languages/public-address.ts";
import type { PageContent } from "#app/features/pages/cms/content.ts";
import type { SectionFormResult } from "#app/sections/section-types.ts";
import type { ContactSection } from "#app/sections/contact/schema.ts";
import { setUpContactTestDb } from "#tests/utils/contact-test-db.ts";
import { filledInByAPerson } from "#tests/utils/public-form.ts";
import { setSuiteEnv } from "#tests/utils/test-env.ts";
import { HTML_AS_PDF, PDF, polyglotGif, zipBomb } from "#tests/utils/upload-fixtures.ts";
import { handlePageFormPost } from "./page-form-post.server.ts";

const { testDb, stored } = setUpContactTestDb();
beforeEach(async () => {
  for (const name of readdirSync(uploadsDir)) rmSync(join(uploadsDir, name));
  const now = new Date().toISOString();
  await testDb()
    .db.insertInto("pages")
    .values({ id: PAGE.id, title: "Quote", slug: PAGE.slug, meta_description: null, content: JSON.stringify(PAGE.content), is_published: true, author_id: null, created_at: now, updated_at: now })
    .execute();
});
const uploadsDir = mkdtempSync(join(tmpdir(), "brandcheck-uploads-"));
setSuiteEnv({ UPLOADS_DIR: uploadsDir, UPLOAD_MAX_FILE_BYTES: undefined, UPLOAD_MAX_FILES: undefined });
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

const SECTION: ContactSection = {
  id: "quote",
  type: "contact",
  order: 1,
  heading: "Request a quote",
  subheading: "",
  fields: [
    { id: "f-name", type: "text", label: "Name", required: true },
    { id: "f-email", type: "email", label: "Email", required: true },
    { id: "f-message", type: "textarea", label: "Message", required: true },
    { id: "f-spec", type: "file", label: "Specification", required: false },
  ],
  proofOfWork: false,
};
const PAGE = { id: "page-quote", slug: "quote", content: { sections: [SECTION] } satisfies PageContent };
let book: AddressBook;
beforeAll(async () => {
  book = addressBook(await listLanguages());
});
let ip = 0;

function formWith(files: [name: string, bytes: Uint8Array][], fieldName = "f-spec"): FormData {
  const form = filledInByAPerson({ section_id: SECTION.id, "f-name": "Ann", "f-email": "ann@example.com", "f-message": "Please quote." }, new Date());
  for (const [name, bytes] of files) form.append(fieldName, new File([bytes as BlobPart], name, { type: "application/pdf" }));
  return form;
}

async function post(body: FormData | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  ip += 1;
  const init: RequestInit & { duplex?: "half" } = { method: "POST", body, headers, duplex: "half" };
  const request = new Request("http://localhost/quote", init);
  const answer = await handlePageFormPost({ request, page: PAGE, path: "/quote", ip: `203.0.113.${ip}`, book });
  if (answer instanceof Response) return { status: answer.status, result: undefined };
  return { status: answer.init?.status ?? 200, result: (answer.data as { formResult: SectionFormResult }).formResult };
}

const filesOnDisk = () => readdirSync(uploadsDir);
const fileRows = () => testDb().db.selectFrom("submission_files").selectAll().execute();

async function expectNothingStored(): Promise<void> {
  expect((await stored()).submissions).toEqual([]);
  expect(await fileRows()).toEqual([]);
  expect(filesOnDisk()).toEqual([]);
}

describe("a Contact Form section with a File upload field", () => {
  it("stores an accepted file privately with its message, under a random name", async () => {
    const { status } = await post(formWith([["Spec sheet.pdf", PDF]]));
    expect(status).toBe(302);
    const [submission] = (await stored()).submissions;
    const [row] = await fileRows();
    expect(row).toMatchObject({ submission_id: submission?.id, field_id: "f-spec", field_label: "Specification", display_name: "Spec sheet.pdf", media_type: "application/pdf", size_bytes: PDF.byteLength });
    expect(row?.stored_name).toMatch(/^[0-9a-f]{32}$/);
    expect(filesOnDisk()).toEqual([row?.stored_name]);
    expect(new Uint8Array(readFileSync(join(uploadsDir, row?.stored_name ?? "")))).toEqual(PDF);
    // The notification and the export name the file among the other answers.
    expect(submission?.extra_fields).toEqual([{ label: "Specification", value: "Spec sheet.pdf" }]);
  });

  it("stores a double-sent form with its file once", async () => {
    const form = formWith([["spec.pdf", PDF]]);
    form.append("submission_key", "k".repeat(32));
    expect((await post(form)).status).toBe(302);
    ip -= 1; // the same visitor
    expect((await post(form)).status).toBe(302);
    expect((await stored()).submissions).toHaveLength(1);
    expect(await fileRows()).toHaveLength(1);
    expect(filesOnDisk()).toHaveLength(1);
  });

  it("refuses hostile uploads with a message in the page's language, keeps what was typed, and stores nothing", async () => {
    const hostile: [string, [string, Uint8Array][], RegExp][] = [
      ["a PDF that is HTML inside", [["brief.pdf", HTML_AS_PDF]], /brief\.pdf.*cannot be sent/],
      ["a polyglot image", [["cat.gif", await polyglotGif()]], /cat\.gif.*cannot be sent/],
      ["a zip bomb renamed .pdf", [["brief.pdf", zipBomb()]], /brief\.pdf.*cannot be sent/],
      ["a path in the name", [["../../etc/passwd.pdf", PDF]], /not a plain file name/],
      ["one good file beside a bad one", [["ok.pdf", PDF], ["bad.pdf", HTML_AS_PDF]], /bad\.pdf.*cannot be sent/],
    ];
    for (const [what, files, message] of hostile) {
      const { status, result } = await post(formWith(files));
      expect(status, what).toBe(400);
      expect(result?.fieldErrors?.["f-spec"], what).toMatch(message);
      expect(result?.values, what).toMatchObject({ "f-name": "Ann", "f-message": "Please quote." });
      await expectNothingStored();
    }
  });

  it("refuses a name with a Windows path, as a hand-made request sends it", async () => {
    // A browser's body, with the file's name swapped for one in RFC 5987's form, which may hold a backslash.
    const serialised = new Response(formWith([["placeholder.pdf", PDF]]));
    const contentType = serialised.headers.get("content-type") ?? "";
    const body = (await serialised.text()).replace('filename="placeholder.pdf"', "filename*=UTF-8''..%5C..%5Cboot.pdf");
    const { status, result } = await post(new Blob([body]).stream(), { "content-type": contentType });
    expect(status).toBe(400);
    expect(result?.fieldErrors?.["f-spec"]).toMatch(/not a plain file name/);
    await expectNothingStored();
  });

  it("refuses an 11 MB file and a fourth file, stores nothing, and keeps what was read", async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(PDF);
    const tooBig = await post(formWith([["big.pdf", big]]));
    expect(tooBig.status).toBe(413);
    expect(tooBig.result?.formError).toBe("A file is larger than 10 MB. Each file can be at most 10 MB.");
    expect(tooBig.result?.values).toMatchObject({ "f-name": "Ann" });
    await expectNothingStored();

    const four = await post(formWith([["1.pdf", PDF], ["2.pdf", PDF], ["3.pdf", PDF], ["4.pdf", PDF]]));
    expect(four.status).toBe(400);
    expect(four.result?.formError).toBe("You can send at most 3 files with one message.");
    await expectNothingStored();
  });

  it("answers in the page's language", async () => {
    ip += 1;
    const request = new Request("http://localhost/de/quote", { method: "POST", body: formWith([["brief.pdf", HTML_AS_PDF]]) });
    const answer = await handlePageFormPost({ request, page: PAGE, path: "/de/quote", ip: `203.0.113.${ip}`, book });
    expect(answer instanceof Response).toBe(false);
    if (answer instanceof Response) return;
    expect((answer.data as { formResult: SectionFormResult }).formResult.fieldErrors?.["f-spec"]).toMatch(/^„brief\.pdf“ kann nicht gesendet werden/);
    await expectNothingStored();
  });

  it("stops reading a body that never ends at the limit, and stores nothing", async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x41);
    const head = new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="f-spec"; filename="endless.csv"\r\nContent-Type: text/csv\r\n\r\n');
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(pulled === 0 ? head : chunk);
        pulled += 1;
      },
    });
    const { status, result } = await post(endless, { "content-type": "multipart/form-data; boundary=b" });
    expect(status).toBe(413);
    expect(result?.formError).toMatch(/larger than 10 MB/);
    // Bounded: no more than the file limit (and the stream's read-ahead) was ever pulled.
    expect(pulled * chunk.byteLength).toBeLessThan(11 * 1024 * 1024);
    await expectNothingStored();
  });

  it("refuses a body whose Content-Length is past every limit before reading a byte", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 1;
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const { status } = await post(body, { "content-type": "multipart/form-data; boundary=b", "content-length": String(200 * 1024 * 1024) });
    expect(status).toBe(413);
    expect(pulled).toBe(0);
    await expectNothingStored();
  });

  it("deletes a message's file rows with it, and its files on the retention's next round", async () => {
    await post(formWith([["spec.pdf", PDF]]));
    expect(filesOnDisk()).toHaveLength(1);
    // A file that was just written is never swept (its message may be being stored right now).
    expect(await sweepUnclaimedFiles({ database: testDb().db })).toBe(0);
    await testDb().db.deleteFrom("contact_submissions").execute();
    expect(await fileRows()).toEqual([]);
    expect(await sweepUnclaimedFiles({ database: testDb().db, now: new Date(Date.now() + 2 * 60 * 60 * 1000) })).toBe(1);
    expect(filesOnDisk()).toEqual([]);
  });
});

describe("a staff download", () => {
  const actor = { id: "staff-1", email: "staff@brandcheck.test" };

  it("is an attachment with a safe name, the stored type and nosniff, and is audited", async () => {
    await post(formWith([['Angebot "neu".html.pdf', PDF]]));
    const [row] = await fileRows();
    const response = await downloadSubmissionFile(row?.id ?? "", actor);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="Angebot _neu_.html.pdf"; filename*=UTF-8''Angebot%20_neu_.html.pdf`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    const audit = await testDb().db.selectFrom("audit_log").selectAll().where("action", "=", "submission.file_download").execute();
    expect(audit).toMatchObject([{ actor_email: actor.email, target_id: row?.submission_id }]);
  });

  it("is a 404 for an unknown id, another kind of id and a path", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "1", "../../etc/passwd", "..%2F..%2Fapp.db", ""]) {
      const refusal = await downloadSubmissionFile(id, actor).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect((refusal as { init?: ResponseInit }).init?.status, id).toBe(404);
    }
  });
});
