import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from "../form-fields.ts";

interface SpamTrapFieldsProps {
  /** The signed time the loader rendered the form (form-stamp.server.ts), so the action can refuse a form sent back too fast. */
  formStamp: string;
  /** Prefix for the honeypot input's id, unique per form on a page. */
  idPrefix: string;
}

/**
 * The spam checks every public form carries: the signed time it was shown (the public pages' form
 * script asks for a fresher one on first use, app/site-enhance/forms.ts) and a honeypot field.
 */
export function SpamTrapFields({ formStamp, idPrefix }: SpamTrapFieldsProps) {
  const honeypotId = `${idPrefix}-website`;
  return (
    <>
      <input type="hidden" name={RENDERED_AT_FIELD} value={formStamp} />
      {/* A trap for bots: hidden from people and assistive technology, so only a bot fills it in. */}
      <div aria-hidden="true" className="absolute -inset-s-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>Website</label>
        <input id={honeypotId} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
