import { Link } from "react-router";

interface AnchorNavProps {
  label: string;
  links: ReadonlyArray<{ anchor: string; label: string }>;
}

/** In-page links to sections; they scroll smoothly (or instantly with reduced motion) instead of jumping (app/site-enhance/anchor-links.ts). */
export function AnchorNav({ label, links }: AnchorNavProps) {
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap justify-center gap-2">
        {links.map((link) => (
          <li key={link.anchor}>
            <Link
              to={`#${link.anchor}`}
              className="inline-flex rounded-full border bg-background px-4 py-2 text-sm font-medium text-foreground shadow-sm transition-colors hover:border-primary hover:text-primary"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
