import { answerProblem, shownFieldIds, type Answer, type AnswerProblemKind, type FieldRules } from "#app/features/forms/form-rules.ts";

/**
 * The forms built on the Forms screen, with JavaScript (decision 044): the server's own rules
 * (features/forms/form-rules.ts, Zod-free) check each answer as the visitor leaves a field or
 * changes it, with the server's words (`data-messages`), and a field with a condition shows or hides
 * as the answer it depends on changes (a hidden field's controls are disabled, so they are not
 * sent). A send with a problem is held back and the first problem focused. Without this script the
 * form is the same plain form and the server answers with the same messages. Loaded only on pages
 * that show such a form (site-enhance.ts).
 */

interface LiveField {
  shell: HTMLElement;
  rules: FieldRules;
  messages: Partial<Record<AnswerProblemKind, string>>;
}

const FORM = "form[data-form-live]";
const UTM = new Set(["utm_source", "utm_medium", "utm_campaign"]);

function fieldsOf(form: HTMLFormElement): LiveField[] {
  return Array.from(form.querySelectorAll<HTMLElement>("[data-field][data-rules]"), (shell) => ({
    shell,
    rules: JSON.parse(shell.dataset.rules ?? "{}") as FieldRules,
    messages: JSON.parse(shell.dataset.messages ?? "{}") as Partial<Record<AnswerProblemKind, string>>,
  }));
}

function answerOf(form: HTMLFormElement, field: FieldRules): Answer {
  const controls = Array.from(form.elements).filter((element): element is HTMLInputElement => "name" in element && (element as HTMLInputElement).name === field.id) as HTMLInputElement[];
  if (field.type === "checkboxes") return controls.filter((control) => control.checked).map((control) => control.value);
  if (field.type === "radio" || field.type === "consent") return controls.find((control) => control.checked)?.value ?? "";
  return controls[0]?.value ?? "";
}

function answersOf(form: HTMLFormElement, fields: readonly LiveField[]): Record<string, Answer> {
  return Object.fromEntries(fields.map(({ rules }) => [rules.id, answerOf(form, rules)]));
}

/** Shows the fields whose conditions hold and hides (and disables) the others. */
function applyConditions(form: HTMLFormElement, fields: readonly LiveField[]): Set<string> {
  const shown = shownFieldIds(
    fields.map(({ rules }) => rules),
    answersOf(form, fields),
  );
  for (const { shell, rules } of fields) {
    if (rules.type === "hidden") continue;
    const visible = shown.has(rules.id);
    shell.hidden = !visible;
    for (const control of shell.querySelectorAll<HTMLInputElement>("input, select, textarea")) control.disabled = !visible;
  }
  return shown;
}

/** Shows a field's problem (or clears it); returns whether it has one. */
function check(form: HTMLFormElement, field: LiveField): boolean {
  const problem = answerProblem(field.rules, answerOf(form, field.rules));
  const message = problem ? (field.messages[problem.kind] ?? "") : "";
  const error = field.shell.querySelector<HTMLElement>("[data-field-error]");
  if (error) {
    error.textContent = message;
    error.hidden = message === "";
  }
  for (const control of field.shell.querySelectorAll("input, select, textarea")) {
    if (message) control.setAttribute("aria-invalid", "true");
    else control.removeAttribute("aria-invalid");
  }
  return problem !== null;
}

/** Campaign tags from the address the visitor arrived at (the server cannot see them on a cached page). */
function fillCampaign(form: HTMLFormElement): void {
  const query = new URLSearchParams(location.search);
  for (const input of form.querySelectorAll<HTMLInputElement>("input[type=hidden][data-capture]")) {
    const capture = input.dataset.capture ?? "";
    if (UTM.has(capture) && query.has(capture)) input.value = (query.get(capture) ?? "").slice(0, 200);
  }
}

function prepare(form: HTMLFormElement): void {
  fillCampaign(form);
  applyConditions(form, fieldsOf(form));
}

export function enhanceLiveForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(FORM)) prepare(form);
  // The contact forms' script puts the server's answer in place of a sent form: that one is prepared too.
  document.addEventListener("form-replaced", (event) => {
    if (event.target instanceof HTMLFormElement && event.target.matches(FORM)) prepare(event.target);
  });
  const onChange = (event: Event) => {
    const form = (event.target as Element | null)?.closest<HTMLFormElement>(FORM);
    if (!form) return;
    const fields = fieldsOf(form);
    applyConditions(form, fields);
    const field = fields.find(({ shell }) => shell.contains(event.target as Node));
    // While typing, a message already shown is kept up to date; a new one waits until the visitor leaves the field.
    if (field && (event.type !== "input" || field.shell.querySelector("[aria-invalid=true]"))) check(form, field);
  };
  document.addEventListener("input", onChange);
  document.addEventListener("change", onChange);
  document.addEventListener("focusout", onChange);
  // Capture: before the form's own listener sends it (forms.ts).
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches(FORM)) return;
      const fields = fieldsOf(form);
      const shown = applyConditions(form, fields);
      const failing = fields.filter((field) => shown.has(field.rules.id) && field.rules.type !== "hidden" && check(form, field));
      if (failing.length === 0) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      failing[0]!.shell.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")?.focus();
    },
    true,
  );
}
