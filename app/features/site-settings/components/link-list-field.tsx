import { newId } from "#app/components/admin/fields/section-fields.ts";
import { TextField, type TextLanguage } from "#app/components/admin/fields/editor-fields.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import { LinkField } from "#app/components/admin/fields/link-field.tsx";
import { LinkLanguageContext } from "#app/components/admin/fields/link-targets.ts";
import type { SettingsErrors, SiteLink } from "../schema.ts";

interface LinkListFieldProps {
  links: readonly SiteLink[];
  onChange: (links: SiteLink[]) => void;
  /** The settings key of this list ("headerLinks"), to find its messages ("headerLinks.0.href"). */
  errorKey: string;
  errors: SettingsErrors;
  disabled: boolean;
  /** What the address field is called ("Profile address" for social profiles). */
  hrefLabel?: string;
  /** False where the links lead off the site (social profiles): a typed address only, no page to choose. */
  pagePicker?: boolean;
  hrefPlaceholder?: string;
  textLabel?: string;
  emptyText: string;
  /** The language of the link texts, when they are a translation (addresses stay left to right). */
  textLanguage?: TextLanguage;
}

/** An ordered list of links (text and address), as the header, the footer and the social profiles use them. */
export function LinkListField({ links, onChange, errorKey, errors, disabled, hrefLabel = "Link address", hrefPlaceholder = "/services", textLabel = "Link text", emptyText, textLanguage, pagePicker = true }: LinkListFieldProps) {
  return (
    <ItemListField
      items={links}
      onChange={onChange}
      create={() => ({ id: newId(), label: "", href: "" })}
      itemName="Link"
      errorKey={errorKey}
      errors={errors}
      addLabel="Add Link"
      emptyText={emptyText}
      disabled={disabled}
    >
      {(link, { update, error }) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={textLabel} textLanguage={textLanguage} value={link.label} error={error("label")} disabled={disabled} onChange={(label) => update({ label })} />
          {pagePicker ? (
            // The pages offered are the language's whose links these are (the default language's without textLanguage).
            <LinkLanguageContext value={textLanguage?.lang ?? null}>
              <LinkField label={hrefLabel} placeholder={hrefPlaceholder} value={link.href} error={error("href")} disabled={disabled} onChange={(href) => update({ href })} />
            </LinkLanguageContext>
          ) : (
            <TextField label={hrefLabel} inputMode="url" placeholder={hrefPlaceholder} value={link.href} error={error("href")} disabled={disabled} onChange={(href) => update({ href })} />
          )}
        </div>
      )}
    </ItemListField>
  );
}
