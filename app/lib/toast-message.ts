/** "Title: description" as two parts, the way the spec's catalogue writes its toasts. */
export function splitMessage(message: string): { title: string; description?: string } {
  const at = message.indexOf(": ");
  return at === -1 ? { title: message } : { title: message.slice(0, at), description: message.slice(at + 2) };
}
