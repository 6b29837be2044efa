import { useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { useClientValidation } from "#app/hooks/use-client-validation.ts";
import { ImageField, TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ItemListField } from "#app/components/admin/fields/item-list-field.tsx";
import { newId } from "#app/components/admin/fields/section-fields.ts";
import { settingsErrors, SiteSettings, type SettingsErrors } from "../schema.ts";
import { SETTINGS_FORM } from "../settings-form.ts";
import { LinkListField } from "./link-list-field.tsx";

interface SiteSettingsFormProps {
  settings: SiteSettings;
  version: number;
  canWrite: boolean;
  serverErrors: SettingsErrors | undefined;
}

/** Checks the settings with the schema the server uses, before they are sent. */
function validate(form: FormData): SettingsErrors {
  let raw: unknown;
  try {
    raw = JSON.parse(String(form.get(SETTINGS_FORM.settings)));
  } catch {
    return { form: "The settings could not be read. Please reload the page and try again." };
  }
  const parsed = SiteSettings.safeParse(raw);
  return parsed.success ? {} : settingsErrors(parsed.error.issues);
}

/** The Settings screen's form: every part of the site's frame, saved together. Read-only for roles that cannot change it. */
export function SiteSettingsForm({ settings: initial, version, canWrite, serverErrors }: SiteSettingsFormProps) {
  const [settings, setSettings] = useState(initial);
  const { errors, onSubmit } = useClientValidation(validate, serverErrors);
  const saving = useNavigation().state === "submitting";
  const disabled = !canWrite;
  const set = (patch: Partial<SiteSettings>) => setSettings((current) => ({ ...current, ...patch }));

  return (
    <Form method="post" onSubmit={onSubmit} className="space-y-6" noValidate>
      <input type="hidden" name={SETTINGS_FORM.settings} value={JSON.stringify(settings)} />
      <input type="hidden" name={SETTINGS_FORM.version} value={version} />

      <SettingsCard title="Company" description="Shown in the header, the footer, the contact page and search results.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Company Name" value={settings.companyName} error={errors.companyName} disabled={disabled} onChange={(companyName) => set({ companyName })} />
          <TextField label="Phone" value={settings.phone} error={errors.phone} disabled={disabled} onChange={(phone) => set({ phone })} />
          <TextField label="E-mail" value={settings.email} error={errors.email} disabled={disabled} onChange={(email) => set({ email })} />
        </div>
        <TextField label="Footer Description" rows={3} value={settings.footerDescription} error={errors.footerDescription} disabled={disabled} onChange={(footerDescription) => set({ footerDescription })} />
      </SettingsCard>

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
                <TextField label="Days" placeholder="Monday - Friday" value={row.days} error={error("days")} disabled={disabled} onChange={(days) => update({ days })} />
                <TextField label="Hours" placeholder="9AM - 6PM EST" value={row.hours} error={error("hours")} disabled={disabled} onChange={(hours) => update({ hours })} />
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
            {(office, { update, error }) => <TextField label="City" value={office.city} error={error("city")} disabled={disabled} onChange={(city) => update({ city })} />}
          </ItemListField>
        </SettingsCard>
      </div>

      <SettingsCard title="Header Navigation" description="The links across the top of every page, in this order.">
        <LinkListField links={settings.headerLinks} onChange={(headerLinks) => set({ headerLinks })} errorKey="headerLinks" errors={errors} disabled={disabled} emptyText="No navigation links yet." />
      </SettingsCard>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SettingsCard title="Footer Quick Links">
          <LinkListField links={settings.quickLinks} onChange={(quickLinks) => set({ quickLinks })} errorKey="quickLinks" errors={errors} disabled={disabled} emptyText="No quick links yet." />
        </SettingsCard>
        <SettingsCard title="Footer Services Links">
          <LinkListField
            links={settings.serviceLinks}
            onChange={(serviceLinks) => set({ serviceLinks })}
            errorKey="serviceLinks"
            errors={errors}
            disabled={disabled}
            hrefPlaceholder="/services#test-buying"
            emptyText="No service links: the footer leaves the Services column out."
          />
        </SettingsCard>
        <SettingsCard title="Legal Links" description="Beside the copyright line at the bottom of every page.">
          <LinkListField links={settings.legalLinks} onChange={(legalLinks) => set({ legalLinks })} errorKey="legalLinks" errors={errors} disabled={disabled} hrefPlaceholder="/privacy-policy" emptyText="No legal links yet." />
        </SettingsCard>
        <SettingsCard title="Social Profiles" description="Linked from the footer and named in search results.">
          <LinkListField
            links={settings.socialLinks}
            onChange={(socialLinks) => set({ socialLinks })}
            errorKey="socialLinks"
            errors={errors}
            disabled={disabled}
            textLabel="Network Name"
            hrefLabel="Profile Address"
            hrefPlaceholder="https://www.linkedin.com/company/..."
            emptyText="No social profiles yet."
          />
        </SettingsCard>
      </div>

      <SettingsCard title="Default Sharing Image" description="What social networks show when a page is shared (1200 × 630 pixels works best).">
        <ImageField label="Image" placeholder="/images/og-card.png" value={settings.shareImage} error={errors.shareImage} disabled={disabled} onChange={(shareImage) => set({ shareImage })} />
      </SettingsCard>

      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
      {canWrite ? (
        <div className="sticky bottom-0 -mx-1 flex justify-end border-t bg-background/95 px-1 py-4 backdrop-blur">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : "Save Settings"}
          </Button>
        </div>
      ) : null}
    </Form>
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
