/**
 * A path on this site that is safe to send someone to after signing in or returning from a partner: it starts
 * with one "/", and carries no backslash, whitespace or control character (browsers drop tabs and newlines and read
 * "/\host" and "//host" as other sites). Anything else is null, so a redirect never leaves the site.
 */
export function localPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}
