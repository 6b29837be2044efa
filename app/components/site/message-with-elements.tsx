import { Fragment, type ReactNode } from "react";

const MARK = "\u0001";

/**
 * A catalog message with elements in its placeholders ("Please confirm that {email} should …", the
 * address in <strong>; "Questions? {link}."). The message is written with a marker in each element's
 * place and split there, so every language keeps its own word order around the elements.
 */
export function messageWithElements<Name extends string>(write: (marks: Record<Name, string>) => string, elements: Record<Name, ReactNode>): ReactNode {
  const names = Object.keys(elements) as Name[];
  const marks = Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`])) as Record<Name, string>;
  return write(marks)
    .split(MARK)
    .map((part, index) => <Fragment key={index}>{index % 2 === 1 && names.includes(part as Name) ? elements[part as Name] : part}</Fragment>);
}
