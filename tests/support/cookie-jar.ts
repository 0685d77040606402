/**
 * A minimal cookie jar for API tests through app.inject: keeps the cookies a response sets (dropping
 * ones it expires) and sends them back, like a browser on one site.
 */
type HeaderValue = string | string[] | number | undefined;

export type CookieJar = {
  /** Takes the Set-Cookie headers of a response. */
  store: (headers: Record<string, HeaderValue>) => void;
  /** The Cookie request header, or undefined when the jar is empty. */
  header: () => string | undefined;
  get: (name: string) => string | undefined;
  clear: () => void;
};

export function createCookieJar(): CookieJar {
  const cookies = new Map<string, string>();
  return {
    store: (headers) => {
      const raw = headers["set-cookie"];
      const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
      for (const line of lines) {
        const [pair = "", ...attributes] = line.split(";");
        const separator = pair.indexOf("=");
        const name = pair.slice(0, separator).trim();
        const value = pair.slice(separator + 1).trim();
        const isExpired =
          attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === "";
        if (isExpired) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    header: () =>
      cookies.size === 0 ? undefined : [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    get: (name) => cookies.get(name),
    clear: () => cookies.clear(),
  };
}
