// A CMS page as staff build it with the media library: photos uploaded through the running server
// (checked, turned upright, stripped of metadata, stored), described, then a published page with a
// hero on the first and a gallery of the others. The media and Lighthouse benchmarks both use it.
import { createDb, type DB } from "#app/db/client.server.ts";
import { updateMediaDetails, type MediaItem } from "#app/features/media/media.server.ts";
import { createPage } from "#app/features/pages/cms/pages.server.ts";
import { PageInput } from "#app/features/pages/cms/schema.ts";
import { galleryDefaults } from "#app/sections/gallery/schema.ts";
import { heroDefaults } from "#app/sections/hero/schema.ts";
import { uploadOverHttp } from "#tests/utils/app-media.ts";
import { signInOverHttp } from "#tests/utils/app-staff.ts";
import { insertPasswordAccount } from "#tests/utils/staff-sessions.ts";
import { BENCH_ADMIN_EMAIL } from "./site-database.ts";

export interface MediaStaff {
  /** Uploads one file as the bench's admin, as the Media screen does. */
  upload(name: string, bytes: Buffer): Promise<MediaItem>;
  /** Publishes a page at /{slug} with a hero on the first photo (decorative) and a gallery of the rest. */
  publishHeroAndGallery(slug: string, photos: Buffer[]): Promise<string>;
  close(): Promise<void>;
}

/** The bench's admin (made by createSiteDatabase), signed in to the server at `origin` with the tests' staff password. */
export async function mediaStaff(databaseUrl: string, origin: string): Promise<MediaStaff> {
  const database: DB = createDb(databaseUrl);
  const admin = await database.selectFrom("user").select(["id", "email"]).where("email", "=", BENCH_ADMIN_EMAIL).executeTakeFirstOrThrow();
  await insertPasswordAccount(database, admin.id);
  const cookie = await signInOverHttp(origin, admin.email);
  const upload = async (name: string, bytes: Buffer) => {
    const answer = await uploadOverHttp(origin, cookie, name, bytes);
    if (!answer.body.ok) throw new Error(answer.body.message);
    return answer.body.media;
  };
  return {
    upload,
    async publishHeroAndGallery(slug, photos) {
      const references: string[] = [];
      for (const [i, bytes] of photos.entries()) {
        const media = await upload(`${slug}-${i}.jpg`, bytes);
        // A page save refuses an image with neither alt text nor the decorative mark; the hero's background only decorates.
        const details = i === 0 ? { alt: "", decorative: true, caption: "" } : { alt: `Photo ${i}`, decorative: false, caption: "" };
        const described = await updateMediaDetails(media.id, details, admin, { database });
        if (!described.ok) throw new Error(described.message);
        references.push(media.reference);
      }
      const hero = { ...heroDefaults(0), backgroundImage: references[0]! };
      const gallery = { ...galleryDefaults(1), images: references.slice(1).map((url, i) => ({ id: `g${i}`, url, alt: `Photo ${i + 1}` })) };
      await createPage(PageInput.parse({ title: "Hero and gallery", slug, isPublished: true, content: { sections: [hero, gallery] } }), admin, { database });
      return `/${slug}`;
    },
    close: () => database.destroy(),
  };
}
