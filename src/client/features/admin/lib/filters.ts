/** A filter read from the URL: one of `allowed`, else the first of them (the page's default). */
export function pickFilter<T extends string>(allowed: readonly T[], value: string | null): T {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : allowed[0]!;
}
