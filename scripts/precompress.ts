// Runs after `react-router build`: writes .br and .gz twins of every compressible client file, so the
// server sends assets compressed at the highest level without compressing anything per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = "build/client";
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|webmanifest)$/;
const MIN_BYTES = 512;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

let count = 0;
for (const path of walk(ROOT)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const source = readFileSync(path);
  if (source.length < MIN_BYTES) continue;
  writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  count += 1;
}
console.log(`precompress: ${count} files written as .br and .gz`);
