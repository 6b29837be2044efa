/** A page's refused form post, said above its content (the page routes' `pageError`); nothing without one. */
export function FormErrorNotice({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
      {message}
    </p>
  );
}
