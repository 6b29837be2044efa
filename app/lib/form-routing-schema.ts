import { EMAIL_MAX_LENGTH, normalizeEmail } from "./email-address.ts";
import { z } from "./zod.ts";

/**
 * A form's notification rules and auto-reply (docs/decisions/047-lead-routing.md): "when Market is
 * Asia-Pacific, or the language is Chinese, notify hk@…; otherwise sales@…", and an optional reply to
 * the sender in their language with the form's own text. Shared by the editor and every server that
 * reads it (one schema); stored with the form (today on a Contact Form section). Here, with the
 * infrastructure, because a section's schema (below the features) stores it; the evaluator and the
 * editor are the forms feature's (features/forms/routing).
 */
const ROUTING_LIMITS = { rules: 20, conditions: 5, addresses: 5, value: 200, replies: 20, subject: 200, body: 5000 } as const;

export const CONDITION_OPERATORS = ["is", "is-not", "contains"] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];
export const OPERATOR_LABELS: Record<ConditionOperator, string> = { is: "is", "is-not": "is not", contains: "contains" };

const BAD_ADDRESS = "Please enter a valid email address for each person to notify.";

/** One address to notify: staff type it, so it is checked and stored as compared (trimmed, lower-cased). */
const NotifyAddress = z.string().trim().max(EMAIL_MAX_LENGTH, BAD_ADDRESS).transform(normalizeEmail).pipe(z.email(BAD_ADDRESS));
const Addresses = (min: number) =>
  z
    .array(NotifyAddress)
    .min(min, "Please enter at least one email address to notify.")
    .max(ROUTING_LIMITS.addresses, `At most ${ROUTING_LIMITS.addresses} addresses per rule.`);

const FieldCondition = z.object({
  kind: z.literal("field"),
  fieldId: z.string().trim().min(1, "Please choose a field.").max(100),
  operator: z.enum(CONDITION_OPERATORS, "Please choose is, is not or contains."),
  value: z.string().trim().max(ROUTING_LIMITS.value, `A value can be at most ${ROUTING_LIMITS.value} characters.`),
});
const LanguageCondition = z.object({ kind: z.literal("language"), tag: z.string().trim().min(1, "Please choose a language.").max(35) });
export const RuleCondition = z.discriminatedUnion("kind", [FieldCondition, LanguageCondition], "Please choose a field or the language.");
export type RuleCondition = z.infer<typeof RuleCondition>;

/** A rule matches when any of its conditions does ("or"), and then notifies its addresses. */
export const NotificationRule = z.object({
  id: z.string().min(1).max(100),
  when: z.array(RuleCondition).min(1, "Please add a condition.").max(ROUTING_LIMITS.conditions, `At most ${ROUTING_LIMITS.conditions} conditions per rule.`),
  notify: Addresses(1),
});
export type NotificationRule = z.infer<typeof NotificationRule>;

/** The auto-reply's text in one language; the sender gets the one in the language they wrote in. */
export const AutoReplyText = z.object({
  language: z.string().trim().min(1).max(35),
  subject: z.string().trim().min(1, "Please enter the reply's subject.").max(ROUTING_LIMITS.subject, `The subject can be at most ${ROUTING_LIMITS.subject} characters.`),
  body: z.string().trim().min(1, "Please enter the reply's text.").max(ROUTING_LIMITS.body, `The text can be at most ${ROUTING_LIMITS.body} characters.`),
});
export type AutoReplyText = z.infer<typeof AutoReplyText>;

export const AutoReply = z.object({
  enabled: z.boolean().default(false),
  texts: z.array(AutoReplyText).max(ROUTING_LIMITS.replies).default([]),
});
export type AutoReply = z.infer<typeof AutoReply>;

export const FormRouting = z.object({
  rules: z.array(NotificationRule).max(ROUTING_LIMITS.rules, `At most ${ROUTING_LIMITS.rules} rules.`).default([]),
  /** "Otherwise": when no rule matches. Empty: the site's own notification address (CONTACT_NOTIFY_TO). */
  fallback: Addresses(0).default([]),
  autoReply: AutoReply.default({ enabled: false, texts: [] }),
});
export type FormRouting = z.infer<typeof FormRouting>;

/** A form's answers as modules pass them (issue S's shared facts): by field id, a checkbox group as a list. */
export type FormAnswers = Readonly<Record<string, string | readonly string[]>>;

export function emptyRouting(): FormRouting {
  return { rules: [], fallback: [], autoReply: { enabled: false, texts: [] } };
}
