import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const assets = path.join(root, 'dist/client/assets');
const read = (ending: string) =>
  readdirSync(assets)
    .filter((f) => f.endsWith(ending))
    .map((f) => readFileSync(path.join(assets, f), 'utf8'))
    .join('\n');
const classesIn = (text: string) => new Set(text.match(/m_[0-9a-f]{8}/g) ?? []);

// The e2e project's global setup builds the client before this runs.
describe("the built app's styles", () => {
  it("have a rule for every Mantine class the app's script uses (src/client/styles/mantine.css)", () => {
    const mantine = classesIn(readFileSync(path.join(root, 'node_modules/@mantine/core/styles.css'), 'utf8'));
    const styled = classesIn(read('.css'));
    const used = [...classesIn(read('.js'))].filter((c) => mantine.has(c));
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((c) => !styled.has(c))).toEqual([]);
  });
});
