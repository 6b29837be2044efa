import { accreditationsDefaults } from "#app/sections/accreditations/schema.ts";
import { logoWallDefaults, newLogo } from "#app/sections/logo-wall/schema.ts";
import { officeLocationsDefaults } from "#app/sections/office-locations/schema.ts";
import { heroDefaults } from "#app/sections/hero/schema.ts";
import { newServiceCard, serviceCardsDefaults } from "#app/sections/service-cards/schema.ts";
import { SECTION_BACKGROUNDS, SECTION_SPACINGS, type SectionStyle } from "#app/sections/section-style.ts";
import { newTeamMember, teamDefaults } from "#app/sections/team/schema.ts";
import { videoDefaults } from "#app/sections/video/schema.ts";

/** Every new section of issue U with sample content a marketing team would enter, in a given look. */
function sectionsIn(style: SectionStyle, label: string) {
  const team = teamDefaults(0);
  return [
    {
      ...logoWallDefaults(0),
      heading: `Trusted by (${label})`,
      logos: [{ ...newLogo("Northwind"), image: "/images/office.svg" }, ...["Contoso", "Fabrikam", "Tailspin", "Woodgrove"].map(newLogo)],
      style,
    },
    { ...accreditationsDefaults(0), heading: `Accreditations and Memberships (${label})`, items: accreditationsDefaults(0).items.map((item, index) => (index === 0 ? { ...item, badge: "/images/office.svg" } : item)), style },
    {
      ...team,
      heading: `Meet the Team (${label})`,
      members: [
        { ...newTeamMember(), name: "Mei Chan", role: "Head of Inspections", office: "Hong Kong", image: "/images/office.svg" },
        { ...newTeamMember(), name: "Tom Becker", role: "Lab Partnerships", office: "Frankfurt" },
        { ...newTeamMember(), name: "Olivia Hart", role: "Client Director", office: "London" },
        { ...newTeamMember(), name: "Jack Nguyen", role: "Test Buying Lead", office: "Sydney" },
      ],
      style,
    },
    { ...officeLocationsDefaults(0), heading: `Our Offices (${label})`, style },
    { ...videoDefaults(0), heading: `See How We Work (${label})`, videoUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ", title: "A test purchase, from checkout to report", caption: "Two minutes with our London team.", poster: style.background === "light" ? "/images/office.svg" : "", style },
  ];
}

/** Service Cards laid out as alternating rows (the grid is on the home page). */
const serviceRows = {
  ...serviceCardsDefaults(0),
  heading: "Services as Alternating Rows",
  layout: "rows",
  items: [
    { ...newServiceCard(), icon: "ShoppingBag", title: "Test Buying", description: "We buy your products as your customers do, in stores and online, and report what arrived.", link: "/services#test-buying" },
    { ...newServiceCard(), icon: "ClipboardList", title: "Quality Control", description: "Inspections against your specification before and after shipping, with photos of every finding.", link: "/services#quality-control" },
    { ...newServiceCard(), icon: "ShieldCheck", title: "Compliance Assessment", description: "Labels, safety marks and documents checked against each market's rules.", link: "/services#compliance" },
  ],
};

/** A hero with its text beside the photo (below the page's top, so an h2 band). */
const splitHero = {
  ...heroDefaults(0),
  heading: "Hero with the Text Beside the Photo",
  subheading: "Inspections, test purchases and compliance reviews on three continents.",
  backgroundImage: "/images/office.svg",
  layout: "split",
};

/**
 * A page showing the new sections in every background, each band with a different spacing, and the
 * service cards' and hero's second layouts, for the accessibility audit and the screenshots: one load covers every look.
 */
export function styledSectionsPage(): { sections: Array<{ id: string; order: number }> } {
  const sections = [...SECTION_BACKGROUNDS.flatMap((background, index) => sectionsIn({ background, spacing: SECTION_SPACINGS[index % SECTION_SPACINGS.length]! }, background)), serviceRows, splitHero];
  return { sections: sections.map((section, order) => ({ ...section, id: crypto.randomUUID(), order })) };
}
