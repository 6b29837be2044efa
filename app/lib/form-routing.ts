import type { AutoReply, AutoReplyText, FormAnswers, FormRouting, RuleCondition } from "#app/lib/form-routing-schema.ts";

/**
 * Who is notified of a submission: the addresses of every rule that matches (each rule is "any of its
 * conditions"), once each, in the rules' order; when none matches, the fallback. An empty result
 * means "the site's own notification address". Pure, so the builder can preview it and tests can
 * state the rules plainly.
 */
export function notificationRecipients(routing: Pick<FormRouting, "rules" | "fallback">, answers: FormAnswers, language: string): string[] {
  const matched = routing.rules.filter((rule) => rule.when.some((condition) => conditionHolds(condition, answers, language)));
  const addresses = matched.length > 0 ? matched.flatMap((rule) => rule.notify) : routing.fallback;
  return [...new Set(addresses)];
}

function conditionHolds(condition: RuleCondition, answers: FormAnswers, language: string): boolean {
  if (condition.kind === "language") return sameLanguage(condition.tag, language);
  // Own properties only: a field id such as "__proto__" or "toString" is an answer or nothing.
  const answer = Object.hasOwn(answers, condition.fieldId) ? answers[condition.fieldId] : undefined;
  const values = (answer === undefined ? [] : typeof answer === "string" ? [answer] : answer).map(comparable);
  const wanted = comparable(condition.value);
  switch (condition.operator) {
    case "is":
      return values.includes(wanted);
    case "is-not":
      return !values.includes(wanted);
    case "contains":
      return wanted !== "" && values.some((value) => value.includes(wanted));
  }
}

/** Answers compare as a person reads them: case, surrounding spaces and Unicode forms aside. */
function comparable(value: string): string {
  return value.normalize("NFC").trim().toLocaleLowerCase("en");
}

/** "zh" is any Chinese (zh-HK, zh-TW); "zh-HK" only that one. Tags compare case-insensitively (BCP 47). */
function sameLanguage(ruleTag: string, language: string): boolean {
  const rule = ruleTag.toLowerCase();
  const sent = language.toLowerCase();
  return sent === rule || sent.startsWith(`${rule}-`);
}

/**
 * The auto-reply's text for a sender who wrote in `language`: the text in that language, else in its
 * primary language ("de" for "de-CH"), else in the site's default language; null when the reply is off
 * or has no text to send.
 */
export function autoReplyText(autoReply: AutoReply, language: string, defaultLanguage: string): AutoReplyText | null {
  if (!autoReply.enabled) return null;
  const find = (tag: string) => autoReply.texts.find((text) => text.language.toLowerCase() === tag.toLowerCase());
  return find(language) ?? find(language.split("-")[0]!) ?? find(defaultLanguage) ?? null;
}
