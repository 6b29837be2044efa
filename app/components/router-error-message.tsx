import { isRouteErrorResponse } from "react-router";

/** The spec's generic router error screen: "Unexpected Application Error!" with the status text or message. */
export function RouterErrorMessage({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error)
    ? error.statusText || `${error.status}`
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <>
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="text-muted-foreground">{detail}</p>
      <p>
        <a className="text-primary underline" href="/">
          Return to Home
        </a>
      </p>
    </>
  );
}
