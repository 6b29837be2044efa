import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from "../form-fields.ts";

interface SpamTrapFieldsProps {
  /** When the form was rendered (ms since the epoch), so the action can refuse a form sent back too fast. */
  renderedAt: number;
  /** Prefix for the honeypot input's id, unique per form on a page. */
  idPrefix: string;
}

/** The spam checks every contact form carries: the time it was rendered and a honeypot field. */
export function SpamTrapFields({ renderedAt, idPrefix }: SpamTrapFieldsProps) {
  const honeypotId = `${idPrefix}-website`;
  return (
    <>
      <input type="hidden" name={RENDERED_AT_FIELD} value={renderedAt} />
      {/* A trap for bots: hidden from people and assistive technology, so only a bot fills it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>Website</label>
        <input id={honeypotId} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
