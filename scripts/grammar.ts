/**
 * `npm run grammar`: turns each card-text grammar (engine/abilities/compile/grammar/*.peggy) into
 * its parser module beside it (`*.parser.js` and its types). The parsers are generated here, not
 * at run time, because the app's Content Security Policy forbids `eval` and the generated code has
 * no dependency of its own; grammar.test.ts fails when a grammar and its parser disagree.
 * M.S. War's grammar lives in engine/abilities/compile/ms-war-text/ and is built the same way.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateParser, GRAMMAR_DIR, MS_WAR_GRAMMAR_DIR, parserTypes } from './grammar-source';

for (const dir of [GRAMMAR_DIR, MS_WAR_GRAMMAR_DIR].map((u) => fileURLToPath(u)))
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.peggy'))) {
    const base = file.replace(/\.peggy$/, '');
    writeFileSync(`${dir}${base}.parser.js`, generateParser(readFileSync(`${dir}${file}`, 'utf8'), file));
    writeFileSync(`${dir}${base}.parser.d.ts`, parserTypes);
    process.stdout.write(`${base}.parser.js\n`);
  }
