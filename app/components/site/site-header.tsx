import { Menu, Search, X } from "lucide-react";
import { Link, NavLink } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { CatalogLocale } from "#app/lib/i18n.ts";
import { cn } from "#app/lib/utils.ts";
import { m } from "#app/paraglide/messages.js";
import { LanguageList, LanguageSwitcher, type LanguageChoice } from "./language-switcher.tsx";
import { Logo, type LogoImage } from "./logo.tsx";
import { SiteSearchForm } from "./site-search-form.tsx";
import type { SiteLink } from "./site-details.ts";

const LINK_STAGGER_S = 0.1;

interface SiteHeaderProps {
  companyName: string;
  /** The navigation from the site settings, in their order. */
  links: readonly SiteLink[];
  /** The listing the page belongs to ("/case-studies" on a case study, "/insights" on an article): its link is marked as well. */
  section?: string | null;
  /** The page's language: its own words' catalog, its home, contact and search pages, and the other languages (none on a one-language site). */
  language: { catalog: CatalogLocale; home: string; contact: string; search: string; choices: readonly LanguageChoice[] };
  /** The theme's logo for the header's background, and its version for dark photos; none: the built-in wordmark. */
  logo?: { image: LogoImage | null; darkImage: LogoImage | null };
}

/**
 * Fixed header: transparent at the top, a compact glass bar once the page scrolls past 20 px, and
 * on small screens a menu button that opens a full-screen overlay. Rendered on the server; the
 * public pages' script sets `data-scrolled` and opens and closes the menu (app/site-enhance/header.ts).
 * The site search is a plain GET form in the bar from 1280 px on (German's longer links leave no room
 * for it at 1024) and in the mobile menu; narrower, the bar has a link to the search page instead,
 * which needs no script to open.
 */
export function SiteHeader({ companyName, links, section = null, language, logo }: SiteHeaderProps) {
  const { catalog } = language;
  const choices = language.choices.length > 1 ? language.choices : [];
  return (
    <>
      <header
        data-site-header=""
        data-scrolled="false"
        data-menu-open="false"
        // site-header: app.css turns it light on dark while it sits over a page's opening photo.
        className={cn(
          "site-header fixed inset-x-0 top-0 z-50 bg-transparent py-4 transition-all duration-300",
          "data-[scrolled=true]:border-b data-[scrolled=true]:border-white/40 data-[scrolled=true]:bg-background/85 data-[scrolled=true]:py-2 data-[scrolled=true]:shadow-sm data-[scrolled=true]:backdrop-blur-md",
        )}
      >
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
          <Link to={language.home} className="rounded-md focus-visible:outline-2 focus-visible:outline-ring" aria-label={m.nav_home_label({ company: companyName }, { locale: catalog })}>
            <Logo name={companyName} className="site-logo" image={logo?.image} darkImage={logo?.darkImage} />
          </Link>
          <nav aria-label={m.nav_main_label({}, { locale: catalog })} className="hidden md:block">
            <ul className="flex items-center gap-1">
              {links.map((link) => (
                <li key={link.id}>
                  <NavLink
                    to={link.href}
                    end={link.href === language.home}
                    className={({ isActive }) =>
                      cn(
                        "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-primary",
                        isActive || link.href === section ? "bg-primary/10 text-primary" : "text-foreground/80",
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden items-center gap-2 md:flex">
            <SiteSearchForm action={language.search} catalog={catalog} id="site-search-header" size="header" className="hidden w-44 xl:flex" />
            <SearchLink href={language.search} catalog={catalog} className="xl:hidden" />
            {choices.length > 0 ? <LanguageSwitcher choices={choices} catalog={catalog} /> : null}
            <Button asChild>
              <Link to={language.contact}>{m.nav_get_in_touch({}, { locale: catalog })}</Link>
            </Button>
          </div>
          <SearchLink href={language.search} catalog={catalog} className="ms-auto me-1 md:hidden" />
          <button
            type="button"
            data-menu-button=""
            className="group relative z-50 inline-flex h-10 w-10 items-center justify-center rounded-md text-foreground md:hidden"
            aria-label={m.nav_menu_open({}, { locale: catalog })}
            data-label-open={m.nav_menu_open({}, { locale: catalog })}
            data-label-close={m.nav_menu_close({}, { locale: catalog })}
            aria-expanded="false"
            aria-controls="mobile-menu"
          >
            <Menu className="size-6 group-aria-expanded:hidden" aria-hidden />
            <X className="hidden size-6 group-aria-expanded:block" aria-hidden />
          </button>
        </div>
      </header>
      {/* Outside <header>: its backdrop-filter, once scrolled, would make it the containing block of
          this fixed overlay and shrink the "full-screen" menu to the header's height. A template:
          the page holds the menu's links only while the menu is open (app/site-enhance/header.ts). */}
      <template data-mobile-menu="">
        <MobileMenu links={links} section={section} language={{ ...language, choices }} />
      </template>
    </>
  );
}

/** The overlay the menu button puts on the page; the fade and the links' stagger are in app.css. */
function MobileMenu({ links, section, language }: Pick<SiteHeaderProps, "links" | "section" | "language">) {
  const { catalog } = language;
  const items = [...links, { id: "get-in-touch", href: language.contact, label: m.nav_get_in_touch({}, { locale: catalog }) }];
  return (
    <nav id="mobile-menu" aria-label={m.nav_mobile_label({}, { locale: catalog })} className="menu-overlay fixed inset-0 z-40 flex flex-col overflow-y-auto bg-background px-6 pb-8 pt-24 md:hidden">
      <ul className="flex flex-col gap-2">
        {items.map((link, index) => (
          <li key={link.id} className="menu-link" style={{ animationDelay: `${index * LINK_STAGGER_S}s` }}>
            <NavLink
              to={link.href}
              end={link.href === language.home}
              className={({ isActive }) =>
                cn(
                  "block rounded-md px-3 py-3 text-2xl font-semibold",
                  link.id === "get-in-touch"
                    ? "mt-4 bg-primary text-center text-primary-foreground"
                    : isActive || link.href === section
                      ? "text-primary"
                      : "text-foreground",
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <SiteSearchForm action={language.search} catalog={catalog} id="site-search-menu" size="menu" className="menu-link mt-8" />
      {language.choices.length > 0 ? (
        <LanguageList choices={language.choices} catalog={catalog} className="menu-link mt-8 border-t pt-6" linkClassName="inline-block rounded-md px-3 py-2 text-base" />
      ) : null}
    </nav>
  );
}

/** The search page, as an icon link where the bar has no room for the form. */
function SearchLink({ href, catalog, className }: { href: string; catalog: CatalogLocale; className?: string }) {
  return (
    <Link to={href} className={cn("inline-flex size-10 items-center justify-center rounded-md text-foreground/80 hover:text-primary focus-visible:outline-2 focus-visible:outline-ring", className)}>
      <Search className="size-5" aria-hidden />
      <span className="sr-only">{m.search_link({}, { locale: catalog })}</span>
    </Link>
  );
}
