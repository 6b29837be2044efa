import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import {
  ASSIGNED_TO_ME,
  inboxQuery,
  MAX_INBOX_QUERY_LENGTH,
  STATUS_LABELS,
  SUBMISSION_STATUSES,
  UNASSIGNED,
  type InboxListFilters,
} from "#app/features/contact/inbox/inbox-schema.ts";
import type { StaffChoice } from "#app/features/contact/inbox/lead-work-schema.ts";
import { LanguageFilterSelect } from "#app/features/languages/components/language-filter-select.tsx";
import type { LanguageChoice } from "#app/features/languages/language-choice.ts";

/**
 * Form, status, language and assignee filters and search as one GET form, so all work without JavaScript and are
 * part of the URL (a new filter starts again at page 1). With JavaScript a choice is applied as soon as
 * it is made. The language filter shows once the site has more than one language.
 */
export function InboxFilters({
  filters,
  languages,
  forms,
  staff,
  me,
}: {
  filters: InboxListFilters;
  languages: readonly LanguageChoice[];
  /** The forms built on the Forms screen; the filter shows once there is one. */
  forms: ReadonlyArray<{ id: string; name: string }>;
  staff: readonly StaffChoice[];
  me: string;
}) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);

  // The fields keep what was typed; when the filters change another way (Clear, Back), they follow the URL.
  useEffect(() => {
    const fields = formRef.current?.elements;
    const status = fields?.namedItem("status");
    const language = fields?.namedItem("language");
    const assignee = fields?.namedItem("assignee");
    const form = fields?.namedItem("form");
    const q = fields?.namedItem("q");
    if (status instanceof HTMLSelectElement) status.value = filters.status ?? "";
    if (language instanceof HTMLSelectElement) language.value = filters.language ?? "";
    if (assignee instanceof HTMLSelectElement) assignee.value = filters.assignee?.param ?? "";
    if (form instanceof HTMLSelectElement) form.value = filters.form?.id ?? "";
    if (q instanceof HTMLInputElement) q.value = filters.q;
  }, [filters.status, filters.language, filters.assignee?.param, filters.form?.id, filters.q]);

  return (
    <Form ref={formRef} method="get" role="search" aria-label="Filter contact submissions" className="flex w-full flex-wrap items-end gap-2 lg:w-auto">
      {forms.length > 0 ? (
        <div className="grid gap-1.5">
          <Label htmlFor="inbox-form">Form</Label>
          <Select id="inbox-form" name="form" defaultValue={filters.form?.id ?? ""} className="min-w-36" onChange={(event) => void submit(event.currentTarget.form)}>
            <option value="">All forms</option>
            {forms.map((form) => (
              <option key={form.id} value={form.id}>
                {form.name}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor="inbox-status">Status</Label>
        <Select
          id="inbox-status"
          name="status"
          defaultValue={filters.status ?? ""}
          className="min-w-36"
          onChange={(event) => void submit(event.currentTarget.form)}
        >
          <option value="">All</option>
          {SUBMISSION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </div>
      {languages.length > 1 || filters.language ? <LanguageFilterSelect id="inbox-language" languages={languages} value={filters.language ?? null} /> : null}
      <div className="grid gap-1.5">
        <Label htmlFor="inbox-assignee">Assigned to</Label>
        <Select
          id="inbox-assignee"
          name="assignee"
          defaultValue={filters.assignee?.param ?? ""}
          className="min-w-36"
          onChange={(event) => void submit(event.currentTarget.form)}
        >
          <option value="">Anyone</option>
          <option value={ASSIGNED_TO_ME}>Me</option>
          <option value={UNASSIGNED}>Nobody</option>
          {staff
            .filter((person) => person.id !== me)
            .map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
        </Select>
      </div>
      {/* At least 12rem, so on a phone the search wraps to a row of its own instead of shrinking beside the selects. */}
      <div className="grid min-w-48 flex-1 gap-1.5 sm:w-80">
        <Label htmlFor="inbox-search">Search</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id="inbox-search"
            type="search"
            name="q"
            defaultValue={filters.q}
            placeholder="Name, email, company or message…"
            className="pl-9"
            maxLength={MAX_INBOX_QUERY_LENGTH}
          />
        </div>
      </div>
      <Button type="submit" variant="outline">
        Search
      </Button>
      {filters.status || filters.language || filters.assignee || filters.form || filters.q ? (
        <Button asChild variant="ghost">
          <Link to="/admin/contact-submissions">Clear</Link>
        </Button>
      ) : null}
    </Form>
  );
}

/** The viewer's own messages in one click, the other filters kept; again to see everyone's. A link, so it works without JavaScript. */
export function AssignedToMeLink({ filters, me }: { filters: InboxListFilters; me: string }) {
  const mine = filters.assignee?.param === ASSIGNED_TO_ME;
  return (
    <Button asChild variant={mine ? "secondary" : "outline"}>
      <Link to={`/admin/contact-submissions${inboxQuery({ ...filters, assignee: mine ? null : { param: ASSIGNED_TO_ME, id: me } })}`} aria-current={mine ? "true" : undefined}>
        Assigned to me
      </Link>
    </Button>
  );
}
