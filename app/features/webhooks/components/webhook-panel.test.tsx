import { describe, expect, it } from "vitest";
import { renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { WEBHOOK_LIMIT, WEBHOOK_LIMIT_REACHED } from "../schema.ts";
import type { WebhookPanelData } from "../webhooks.server.ts";
import { WebhookPanel } from "./webhook-panel.tsx";

const DATA: WebhookPanelData = {
  webhooks: [
    {
      id: "w1",
      name: "CRM",
      url: "https://hooks.example.com/crm",
      eventType: "subscribers_export",
      isActive: true,
      disabledReason: null,
      secretHint: "whsec_…abcd",
      createdAt: "2030-01-01T00:00:00.000Z",
    },
    {
      id: "w2",
      name: "Old endpoint",
      url: "https://old.example.com/hook",
      eventType: "subscribers_export",
      isActive: false,
      disabledReason: "The endpoint answered 410 Gone, which asks senders to stop.",
      secretHint: "whsec_…wxyz",
      createdAt: "2030-01-01T00:00:00.000Z",
    },
  ],
  deliveries: [
    {
      id: "msg_1",
      webhookName: "CRM",
      eventType: "subscribers_export",
      test: true,
      status: "pending",
      createdAt: "2030-01-01T10:00:00.000Z",
      maxAttempts: 8,
      lastAttempt: { attempt: 2, at: "2030-01-01T10:00:30.000Z", statusCode: 503, durationMs: 87, error: "HTTP 503: busy" },
    },
    {
      id: "msg_2",
      webhookName: "CRM",
      eventType: "subscribers_export",
      test: false,
      status: "succeeded",
      createdAt: "2030-01-01T09:00:00.000Z",
      maxAttempts: 8,
      lastAttempt: { attempt: 1, at: "2030-01-01T09:00:01.000Z", statusCode: 200, durationMs: 12, error: null },
    },
  ],
};

describe("WebhookPanel", () => {
  it("gives Editors and Admins the spec's URL input and Test Webhook button, and each webhook's controls", () => {
    const html = renderHtml(<WebhookPanel data={DATA} canWrite />, "/admin/subscribers");
    const text = visibleText(html);
    expect(text).toContain("Webhook Integration");
    expect(tagsOf(html, "input").some((tag) => tag.includes('name="url"'))).toBe(true);
    expect(html).toContain('<label class="text-sm font-medium leading-none" for="webhook-url">Webhook URL</label>');
    expect(text).toContain("Test Webhook");
    expect(text).toContain("Save Webhook");
    expect(tagsOf(html, "form")[0]).toContain('action="/admin/webhooks"');
    for (const control of ["Send test", "Disable", "Enable", "Rotate secret", "Delete"]) expect(text).toContain(control);
    expect(text).toContain("Secret: whsec_…abcd");
    expect(text).toContain("number of Active subscribers");
  });

  it("shows Viewers the webhooks and deliveries only: no form, no buttons but Refresh, no secret hint", () => {
    const html = renderHtml(<WebhookPanel data={DATA} canWrite={false} />, "/admin/subscribers");
    const text = visibleText(html);
    expect(tagsOf(html, "form")).toEqual([]);
    expect(tagsOf(html, "input")).toEqual([]);
    expect(tagsOf(html, "button")).toHaveLength(1);
    expect(text).toContain("Refresh");
    expect(text).not.toContain("whsec_");
    expect(text).toContain("https://hooks.example.com/crm");
    expect(text).toContain("Editors and Admins can add and test webhooks.");
  });

  it("lists the deliveries with time, status, HTTP status, duration, attempt and error, and says why a webhook is off", () => {
    const text = visibleText(renderHtml(<WebhookPanel data={DATA} canWrite={false} />, "/admin/subscribers"));
    expect(text).toContain("Time Webhook Event Status HTTP Duration Attempt Error");
    expect(text).toContain("Jan 1, 2030 10:00 am (UTC) CRM Test Retrying 503 87 ms 2 of 8 HTTP 503: busy");
    expect(text).toContain("Jan 1, 2030 9:00 am (UTC) CRM Subscribers exported Delivered 200 12 ms 1 of 8 —");
    expect(text).toContain("Old endpoint Disabled");
    expect(text).toContain("The endpoint answered 410 Gone, which asks senders to stop.");
  });

  it("says when there is nothing yet", () => {
    const text = visibleText(renderHtml(<WebhookPanel data={{ webhooks: [], deliveries: [] }} canWrite />, "/admin/subscribers"));
    expect(text).toContain("No webhooks saved yet.");
    expect(text).toContain("No deliveries yet. Test Webhook sends one.");
  });

  it("tells Editors and Admins, once the site has as many webhooks as it may, to delete one before adding another", () => {
    const webhook = DATA.webhooks[0]!;
    const full = { ...DATA, webhooks: Array.from({ length: WEBHOOK_LIMIT }, (_, i) => ({ ...webhook, id: `w${i}`, url: `${webhook.url}/${i}` })) };
    expect(visibleText(renderHtml(<WebhookPanel data={full} canWrite />, "/admin/subscribers"))).toContain(WEBHOOK_LIMIT_REACHED);
    expect(WEBHOOK_LIMIT_REACHED).toContain(`${WEBHOOK_LIMIT} webhooks`);

    const oneShort = { ...full, webhooks: full.webhooks.slice(1) };
    expect(visibleText(renderHtml(<WebhookPanel data={oneShort} canWrite />, "/admin/subscribers"))).not.toContain(WEBHOOK_LIMIT_REACHED);
    expect(visibleText(renderHtml(<WebhookPanel data={full} canWrite={false} />, "/admin/subscribers"))).not.toContain(WEBHOOK_LIMIT_REACHED);
  });
});
