/**
 * A Node entry point bundled into one ES module, the form the app runs the engine in (Vite
 * bundles the engine worker), so that figures of the engine's speed are taken of that code.
 *
 * Why not run the TypeScript under tsx as the other commands do: tsx compiles every file with
 * esbuild's `keepNames`, which wraps each function made at run time (a closure in a listing, a
 * callback) in a `defineProperty` call that names it. The engine makes many such functions per
 * step: random games ran 1.7 times as fast bundled in M.S. War and 1.16 times in Gundam War
 * (docs/performance.md, Gundam War engine, round 20). Packages stay outside the bundle and are
 * loaded by Node as usual.
 */
import { buildSync } from 'esbuild';

export function bundleEntry(entry: string, outfile: string): void {
  buildSync({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
}
