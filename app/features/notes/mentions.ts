import type { MentionableStaff } from "./notes-schema.ts";

/**
 * The staff a note mentions: "@" followed by a person's name as the notes panel inserts it (or their
 * e-mail address), ending at the end of the text or at a character that cannot continue a name. Longer
 * names are tried first, so "@Ada Lovelace" mentions her and not someone called "Ada" as well.
 */
export function mentionedStaff<S extends MentionableStaff & { email?: string }>(body: string, staff: readonly S[]): S[] {
  const text = body.toLocaleLowerCase("en");
  const found = new Set<string>();
  const candidates = staff.flatMap((person) => [person.name, person.email ?? ""].filter(Boolean).map((handle) => ({ person, handle: handle.toLocaleLowerCase("en") })));
  candidates.sort((a, b) => b.handle.length - a.handle.length);
  const taken: [number, number][] = [];
  for (const { person, handle } of candidates) {
    let from = 0;
    for (let at = text.indexOf(`@${handle}`, from); at !== -1; at = text.indexOf(`@${handle}`, from)) {
      const end = at + handle.length + 1;
      from = end;
      // "@" inside a word (an e-mail address) is no mention, nor a name that goes on ("@Benjamin" is not "@Ben").
      if (/[\p{L}\p{N}_]/u.test(text[end] ?? "") || /[\p{L}\p{N}_.]/u.test(text[at - 1] ?? "")) continue;
      if (taken.some(([start, stop]) => at >= start && at < stop)) continue;
      taken.push([at, end]);
      found.add(person.id);
    }
  }
  return staff.filter((person) => found.has(person.id));
}

/** The partial "@name" being typed just before the caret, for the mention picker; null when there is none. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf("@");
  if (at === -1 || (at > 0 && /[\p{L}\p{N}_]/u.test(before[at - 1]!))) return null;
  const query = before.slice(at + 1);
  if (query.length > 40 || /\n/.test(query)) return null;
  return { start: at, query };
}
