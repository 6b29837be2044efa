import { z } from "#app/lib/zod.ts";
import { headingFields, itemId, itemList, linkUrl, newId, requiredText, sectionBase, sectionStyle } from "#app/components/admin/fields/section-fields.ts";
import { TIME_OF_DAY, WEEKDAYS } from "#app/lib/opening-hours.ts";
import { PHONE_MESSAGE, PHONE_PATTERN } from "#app/lib/phone.ts";
import { TimeZoneName } from "#app/lib/time-zone-field.ts";
import { DEFAULT_SECTION_STYLE } from "../section-style.ts";

const timeOfDay = (label: string) => z.string().trim().regex(TIME_OF_DAY, `${label} must be a time such as 09:00.`);

export const Office = z
  .object({
    id: itemId,
    city: requiredText("Office", 80),
    /** The street address, one line per line of the envelope. */
    address: requiredText("Address", 500),
    phone: z.string().trim().refine((phone) => phone === "" || PHONE_PATTERN.test(phone), PHONE_MESSAGE).default(""),
    /** The office's own zone: its hours are on its clock, and "Open now" is judged by it. */
    timeZone: TimeZoneName,
    openDays: z
      .array(z.union(WEEKDAYS.map((day) => z.literal(day)), "Choose the days from the list."))
      .max(7)
      .refine((days) => new Set(days).size === days.length, "Choose each day once.")
      .default([1, 2, 3, 4, 5]),
    opens: timeOfDay("Opening time").default("09:00"),
    closes: timeOfDay("Closing time").default("18:00"),
    /** A map of the office's own choosing; without one, "Open in Maps" searches the address. */
    mapLink: linkUrl("Map link"),
  })
  .refine((office) => office.closes > office.opens, { message: "Closing time must be after the opening time.", path: ["closes"] });
export type Office = z.infer<typeof Office>;

export const OfficeLocationsSection = z.object({
  ...sectionBase,
  type: z.literal("office-locations"),
  ...headingFields,
  offices: itemList(Office, "offices"),
  style: sectionStyle,
});
export type OfficeLocationsSection = z.infer<typeof OfficeLocationsSection>;

export function newOffice(): Office {
  return { id: newId(), city: "", address: "", phone: "", timeZone: "Europe/London", openDays: [1, 2, 3, 4, 5], opens: "09:00", closes: "18:00", mapLink: "" };
}

/** The four offices of the spec, each with its own zone, hours and a phone number from the ranges set aside for drama and examples. */
const SEED_OFFICES: ReadonlyArray<Omit<Office, "id" | "mapLink">> = [
  { city: "London", address: "20 Eastcheap\nLondon EC3M 1EB\nUnited Kingdom", phone: "+44 20 7946 0321", timeZone: "Europe/London", openDays: [1, 2, 3, 4, 5], opens: "09:00", closes: "17:30" },
  { city: "Hong Kong", address: "18/F, 33 Des Voeux Road Central\nCentral, Hong Kong", phone: "+852 2123 0456", timeZone: "Asia/Hong_Kong", openDays: [1, 2, 3, 4, 5], opens: "09:00", closes: "18:00" },
  { city: "Sydney", address: "Level 12, 1 Market Street\nSydney NSW 2000\nAustralia", phone: "+61 2 5550 1234", timeZone: "Australia/Sydney", openDays: [1, 2, 3, 4, 5], opens: "08:30", closes: "17:00" },
  { city: "Frankfurt", address: "Neue Mainzer Straße 52\n60311 Frankfurt am Main\nGermany", phone: "+49 69 1234 5678", timeZone: "Europe/Berlin", openDays: [1, 2, 3, 4, 5], opens: "09:00", closes: "18:00" },
];

export function officeLocationsDefaults(order: number): OfficeLocationsSection {
  return {
    id: newId(),
    type: "office-locations",
    order,
    eyebrow: "Where We Are",
    heading: "Our Offices",
    intro: "",
    offices: SEED_OFFICES.map((office) => ({ ...newOffice(), ...office, openDays: [...office.openDays] })),
    style: DEFAULT_SECTION_STYLE,
  };
}

