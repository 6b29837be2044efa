import { useId, useState } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "#app/components/action-feedback.tsx";
import { ImageField } from "#app/components/admin/fields/image-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { TAXONOMY_LIMITS } from "../taxonomy-schema.ts";
import { AddButton, LanguageRowButtons, LanguageRowForm, TaxonomyGroupCard, type TaxonomyLanguage } from "./taxonomy-parts.tsx";

interface AuthorProfileView {
  id: string;
  name: string;
  slug: string;
  role: string;
  bio: string;
  /** The photo's library reference, or "". */
  photo: string;
}

export interface AuthorGroup {
  authorKey: string;
  /** The staff member it belongs to, as the admin names them; null for a byline without an account. */
  staffName: string | null;
  profiles: Record<string, AuthorProfileView | undefined>;
}

/** A new author: a staff member without a profile yet, or none (a byline such as an editorial team), named in the default language. */
export function AddAuthorForm({ language, staff }: { language: TaxonomyLanguage; staff: ReadonlyArray<{ id: string; label: string }> }) {
  const fetcher = useFetcher<ActionResult>();
  const id = useId();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <input type="hidden" name="intent" value="save-author" />
      <input type="hidden" name="authorKey" value="" />
      <input type="hidden" name="locale" value={language.tag} />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-user`}>Staff Member</Label>
        <Select id={`${id}-user`} name="userId" defaultValue="">
          <option value="">No account (a byline such as an editorial team)</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-name`}>Public Name ({language.nativeName})</Label>
        <Input id={`${id}-name`} name="name" required maxLength={TAXONOMY_LIMITS.name} placeholder="Jane Miller" />
      </div>
      <AddButton label="Add Author" busy={busy} result={fetcher.data} />
    </fetcher.Form>
  );
}

/** One author's public profile in every language; what visitors read of them (never their e-mail). */
export function AuthorGroupCard({ group, languages, canWrite }: { group: AuthorGroup; languages: readonly TaxonomyLanguage[]; canWrite: boolean }) {
  return (
    <TaxonomyGroupCard
      rows={group.profiles}
      languages={languages}
      header={{
        note: group.staffName ? `Staff member: ${group.staffName}` : "A byline without an account",
        kind: "Author",
        consequence: "Their articles stay, without a byline.",
        canWrite,
        deletion: { intent: "delete-author", authorKey: group.authorKey },
      }}
      row={(language, profile) => <AuthorProfileForm key={language.tag} authorKey={group.authorKey} language={language} profile={profile} canWrite={canWrite} />}
    />
  );
}

function AuthorProfileForm({ authorKey, language, profile, canWrite }: { authorKey: string; language: TaxonomyLanguage; profile: AuthorProfileView | undefined; canWrite: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  const id = useId();
  const [photo, setPhoto] = useState(profile?.photo ?? "");
  const busy = fetcher.state !== "idle";
  return (
    <details className="rounded-md border p-3" open={language.isDefault}>
      <summary className="cursor-pointer text-sm font-medium" lang={language.tag}>
        {language.nativeName}: {profile ? profile.name : <span className="font-normal text-muted-foreground">no profile in this language</span>}
      </summary>
      <LanguageRowForm fetcher={fetcher} intent="save-author" group={{ name: "authorKey", value: authorKey }} language={language} className="mt-3 space-y-3">
        <input type="hidden" name="photoMediaId" value={photo} />
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-name`}>Public Name</Label>
            <Input id={`${id}-name`} name="name" required defaultValue={profile?.name ?? ""} maxLength={TAXONOMY_LIMITS.name} readOnly={!canWrite} lang={language.tag} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-slug`}>URL Slug</Label>
            <Input id={`${id}-slug`} name="slug" defaultValue={profile?.slug ?? ""} maxLength={TAXONOMY_LIMITS.slug} readOnly={!canWrite} placeholder="made from the name" />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-role`}>Role</Label>
          <Input id={`${id}-role`} name="role" defaultValue={profile?.role ?? ""} maxLength={TAXONOMY_LIMITS.role} readOnly={!canWrite} placeholder="Head of Quality Control" lang={language.tag} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-bio`}>Short Bio</Label>
          <Textarea id={`${id}-bio`} name="bio" rows={3} defaultValue={profile?.bio ?? ""} maxLength={TAXONOMY_LIMITS.bio} readOnly={!canWrite} lang={language.tag} />
        </div>
        <ImageField label="Photo (from the media library)" value={photo} disabled={!canWrite} placeholder="Choose from Library" onChange={(reference) => setPhoto(reference)} />
        {canWrite ? (
          <LanguageRowButtons
            fetcher={fetcher}
            language={language}
            saveLabel={busy ? "Saving..." : "Save Profile"}
            deletion={profile ? { id: profile.id, intent: "delete-author-profile", label: `Delete ${language.nativeName} profile` } : null}
          />
        ) : null}
      </LanguageRowForm>
    </details>
  );
}
