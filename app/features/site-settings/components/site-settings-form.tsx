import { useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { useClientValidation } from "#app/hooks/use-client-validation.ts";
import { SwitchField, TextField, type TextLanguage } from "#app/components/admin/fields/editor-fields.tsx";
import { ImageField } from "#app/components/admin/fields/image-field.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import { TimeZoneInput } from "#app/components/admin/fields/time-zone-input.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { newId } from "#app/components/admin/fields/section-fields.ts";
import type { SiteLanguage } from "#app/features/languages/schema.ts";
import { settingsErrors, SiteSettings, TranslatedSettings, type SettingsErrors } from "../schema.ts";
import { SETTINGS_FORM } from "../settings-form.ts";
import { LinkListField } from "./link-list-field.tsx";

type EditedLanguage = Pick<SiteLanguage, "tag" | "englishName" | "nativeName" | "direction" | "isDefault">;

interface SiteSettingsFormProps {
  settings: SiteSettings;
  version: number;
  /** The language whose settings are edited: the default language's are all of them, another's only its own parts. */
  language: EditedLanguage;
  defaultLanguage: EditedLanguage;
  /** False while the language has no parts of its own: the form shows the default language's to start from. */
  started: boolean;
  canWrite: boolean;
  serverErrors: SettingsErrors | undefined;
  /** The time zones to choose the site's from (the server's list). */
  timeZones: readonly string[];
}

const UNREADABLE = { form: "The settings could not be read. Please reload the page and try again." };

/** Checks the settings with the schema the server uses, before they are sent: all of them, or a language's own parts. */
function validator(schema: typeof SiteSettings | typeof TranslatedSettings) {
  return (form: FormData): SettingsErrors => {
    let raw: unknown;
    try {
      raw = JSON.parse(String(form.get(SETTINGS_FORM.settings)));
    } catch {
      return UNREADABLE;
    }
    const parsed = schema.safeParse(raw);
    return parsed.success ? {} : settingsErrors(parsed.error.issues);
  };
}

const validateAll = validator(SiteSettings);
const validateTranslation = validator(TranslatedSettings);

/**
 * The Settings screen's form: every part of the site's frame, saved together; in a language other
 * than the default, only what that language has of its own (the header's and footer's words and
 * links), typed in its direction. Read-only for roles that cannot change it.
 */
export function SiteSettingsForm({ settings: initial, version, language, defaultLanguage, started, canWrite, serverErrors, timeZones }: SiteSettingsFormProps) {
  const [settings, setSettings] = useState(initial);
  const shared = language.isDefault;
  const { errors, onSubmit } = useClientValidation(shared ? validateAll : validateTranslation, serverErrors);
  const saving = useNavigation().state === "submitting";
  const disabled = !canWrite;
  const set = (patch: Partial<SiteSettings>) => setSettings((current) => ({ ...current, ...patch }));
  // The admin is English; a translation's words are typed in their own language and direction.
  const text: TextLanguage | undefined = shared ? undefined : { lang: language.tag, dir: language.direction };

  return (
    <Form method="post" onSubmit={onSubmit} className="space-y-6" noValidate>
      <input type="hidden" name={SETTINGS_FORM.settings} value={JSON.stringify(settings)} />
      <input type="hidden" name={SETTINGS_FORM.version} value={version} />
      <input type="hidden" name={SETTINGS_FORM.language} value={language.tag} />

      {shared ? (
        <SettingsCard title="Company" description="Shown in the header, the footer, the contact page and search results.">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Company Name" value={settings.companyName} error={errors.companyName} disabled={disabled} onChange={(companyName) => set({ companyName })} />
            <TextField label="Phone" value={settings.phone} error={errors.phone} disabled={disabled} onChange={(phone) => set({ phone })} />
            <TextField label="E-mail" value={settings.email} error={errors.email} disabled={disabled} onChange={(email) => set({ email })} />
          </div>
          <TextField label="Footer Description" rows={3} value={settings.footerDescription} error={errors.footerDescription} disabled={disabled} onChange={(footerDescription) => set({ footerDescription })} />
        </SettingsCard>
      ) : (
        <>
          <TranslationNote language={language} defaultLanguage={defaultLanguage} started={started} />
          <SettingsCard title="Footer" description="The company's description under the logo in the footer.">
            <TextField label="Footer Description" rows={3} textLanguage={text} value={settings.footerDescription} error={errors.footerDescription} disabled={disabled} onChange={(footerDescription) => set({ footerDescription })} />
          </SettingsCard>
        </>
      )}

      {shared ? (
        <SettingsCard title="Time Zone" description="Every date and time in the admin is shown in this zone, and schedules are picked in it, unless someone chooses their own on their Account page. Type a city, such as Hong Kong or Sydney, and choose its zone from the list.">
          <FormField id="site-time-zone" label="Site Time Zone" error={errors.timeZone}>
            {(control) => (
              <TimeZoneInput {...control} zones={timeZones} className="sm:max-w-sm" value={settings.timeZone} disabled={disabled} onChange={(event) => set({ timeZone: event.target.value })} />
            )}
          </FormField>
        </SettingsCard>
      ) : null}

      {shared ? (
        <SettingsCard title="Phones" description="Once a visitor scrolls down a page on a phone, a compact Get in Touch button stays at the bottom of the screen. It is left off the contact page itself.">
          <SwitchField label="Get in Touch button on phones" checked={settings.stickyContact} disabled={disabled} onChange={(stickyContact) => set({ stickyContact })} />
        </SettingsCard>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SettingsCard title="Business Hours" description="The footer shows the first line; the contact page shows them all.">
          <ItemListField
            items={settings.businessHours}
            onChange={(businessHours) => set({ businessHours })}
            create={() => ({ id: newId(), days: "", hours: "" })}
            itemName="Line"
            errorKey="businessHours"
            errors={errors}
            addLabel="Add Line"
            emptyText="No business hours yet."
            disabled={disabled}
          >
            {(row, { update, error }) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField label="Days" textLanguage={text} placeholder="Monday - Friday" value={row.days} error={error("days")} disabled={disabled} onChange={(days) => update({ days })} />
                <TextField label="Hours" textLanguage={text} placeholder="9AM - 6PM EST" value={row.hours} error={error("hours")} disabled={disabled} onChange={(hours) => update({ hours })} />
              </div>
            )}
          </ItemListField>
        </SettingsCard>
        <SettingsCard title="Offices" description="Listed in the footer, on the contact page and in search results.">
          <ItemListField
            items={settings.offices}
            onChange={(offices) => set({ offices })}
            create={() => ({ id: newId(), city: "" })}
            itemName="Office"
            errorKey="offices"
            errors={errors}
            addLabel="Add Office"
            emptyText="No offices yet."
            disabled={disabled}
          >
            {(office, { update, error }) => <TextField label="City" textLanguage={text} value={office.city} error={error("city")} disabled={disabled} onChange={(city) => update({ city })} />}
          </ItemListField>
        </SettingsCard>
      </div>

      <SettingsCard title="Header Navigation" description="The links across the top of every page, in this order.">
        <LinkListField links={settings.headerLinks} onChange={(headerLinks) => set({ headerLinks })} errorKey="headerLinks" errors={errors} disabled={disabled} textLanguage={text} emptyText="No navigation links yet." />
      </SettingsCard>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SettingsCard title="Footer Quick Links">
          <SwitchField
            label="Same as the header's navigation"
            checked={settings.quickLinksFollowHeader}
            disabled={disabled}
            // Switched off, the header's links become the footer's own copy to edit from.
            onChange={(follow) => set(follow ? { quickLinksFollowHeader: true } : { quickLinksFollowHeader: false, quickLinks: settings.headerLinks.map((link) => ({ ...link, id: newId() })) })}
          />
          {settings.quickLinksFollowHeader ? (
            <p className="text-sm text-muted-foreground">The footer shows the Header Navigation links above: a change there changes both. Switch this off to give the footer links of its own.</p>
          ) : (
            <LinkListField links={settings.quickLinks} onChange={(quickLinks) => set({ quickLinks })} errorKey="quickLinks" errors={errors} disabled={disabled} textLanguage={text} emptyText="No quick links yet." />
          )}
        </SettingsCard>
        <SettingsCard title="Footer Services Links">
          <LinkListField
            links={settings.serviceLinks}
            onChange={(serviceLinks) => set({ serviceLinks })}
            errorKey="serviceLinks"
            errors={errors}
            disabled={disabled}
            textLanguage={text}
            hrefPlaceholder="/services#test-buying"
            emptyText="No service links: the footer leaves the Services column out."
          />
        </SettingsCard>
        <SettingsCard title="Legal Links" description="Beside the copyright line at the bottom of every page.">
          <LinkListField links={settings.legalLinks} onChange={(legalLinks) => set({ legalLinks })} errorKey="legalLinks" errors={errors} disabled={disabled} textLanguage={text} hrefPlaceholder="/privacy-policy" emptyText="No legal links yet." />
        </SettingsCard>
        {shared ? (
          <SettingsCard title="Social Profiles" description="Linked from the footer and named in search results.">
            <LinkListField
              links={settings.socialLinks}
              onChange={(socialLinks) => set({ socialLinks })}
              errorKey="socialLinks"
              errors={errors}
              disabled={disabled}
              pagePicker={false}
              textLabel="Network Name"
              hrefLabel="Profile Address"
              hrefPlaceholder="https://www.linkedin.com/company/..."
              emptyText="No social profiles yet."
            />
          </SettingsCard>
        ) : null}
      </div>

      {shared ? (
        <SettingsCard title="Default Sharing Image" description="What social networks show when a page is shared (1200 × 630 pixels works best).">
          <ImageField label="Image" placeholder="/images/og-card.png" value={settings.shareImage} error={errors.shareImage} disabled={disabled} onChange={(shareImage) => set({ shareImage })} />
        </SettingsCard>
      ) : null}

      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
      {canWrite ? (
        <div className="sticky bottom-0 -mx-1 flex justify-end border-t bg-background/95 px-1 py-4 backdrop-blur">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : shared ? "Save Settings" : `Save ${language.englishName} Settings`}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}

/** Above another language's settings: what is edited here, what is shared, and where an untranslated form starts from. */
function TranslationNote({ language, defaultLanguage, started }: { language: EditedLanguage; defaultLanguage: EditedLanguage; started: boolean }) {
  return (
    <div role="note" className="space-y-1 rounded-md border border-primary/40 bg-primary/5 p-4 text-sm">
      <p className="font-medium">
        The header and footer of the {language.englishName} pages (<span lang={language.tag} dir={language.direction}>{language.nativeName}</span>)
      </p>
      <p className="text-muted-foreground">
        The company name, phone, e-mail, social profiles, sharing image and time zone are shared by every language: change them in {defaultLanguage.englishName}, the default language.
        A page chosen in a link field leads to its {language.englishName} translation; a typed address should point at the {language.englishName} pages.
      </p>
      {started ? null : (
        <p className="font-medium text-amber-800 dark:text-amber-300">
          Not translated yet: this form starts from the {defaultLanguage.englishName} texts and links, and the {language.englishName} pages show those until you save.
        </p>
      )}
    </div>
  );
}

function SettingsCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}
