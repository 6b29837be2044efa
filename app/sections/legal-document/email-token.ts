/**
 * Where the configured contact e-mail goes in a legal document's paragraph; the renderer makes it a
 * mailto link. Kept free of Zod so the public renderer can import it.
 */
export const CONTACT_EMAIL_TOKEN = "{email}";
