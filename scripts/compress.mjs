// Writes .br and .gz beside every compressible built file, so the server sends them pre-compressed.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(import.meta.dirname, '../dist/client');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

function* files(d) {
  for (const entry of readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, entry.name);
    if (entry.isDirectory()) yield* files(p);
    else yield p;
  }
}

let count = 0;
for (const file of files(dir)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < 512) continue;
  const data = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.log(`Pre-compressed ${count} files in dist/client.`);
