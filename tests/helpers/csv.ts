import Papa from 'papaparse';

/** A CSV file's rows as records by its header's names (Papa Parse, the parser the census import uses). */
export function readCsvRecords(text: string): Array<Record<string, string>> {
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  if (parsed.errors.length > 0) throw new Error(`Not a CSV file: ${parsed.errors[0]!.message}`);
  return parsed.data;
}

/** "2561.40" → 256140. */
export const dollarsToCents = (dollars: string) => Math.round(Number(dollars) * 100);
