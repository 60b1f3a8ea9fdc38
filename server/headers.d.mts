// Types for the TypeScript e2e and bench code that import the server's header source.
export const CONTENT_SECURITY_POLICY: string;
export const SECURITY_HEADERS: Readonly<Record<string, string>>;
export const IMMUTABLE: string;
export const REVALIDATE: string;
export function cacheControlFor(pathname: string): string;
