// The library runs in a browser: bundling its entry points for platform=browser pulls in no Node
// builtin (src/cli is the only place allowed to use Node APIs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** Records every import of a Node builtin, with the file that imports it. */
function nodeImports(found: string[]): Plugin {
  return {
    name: 'node-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (!BUILTINS.has(args.path) && !args.path.startsWith('node:')) return undefined;
        found.push(`${args.importer.slice(ROOT.length)} imports ${args.path}`);
        return { path: args.path, external: true };
      });
    },
  };
}

async function nodeImportsOf(entry: string): Promise<string[]> {
  const found: string[] = [];
  await build({ entryPoints: [ROOT + entry], bundle: true, platform: 'browser', format: 'esm', write: false, logLevel: 'silent', plugins: [nodeImports(found)] });
  return found;
}

for (const entry of ['src/index.ts', 'src/sim/index.ts']) {
  test(`${entry} bundles for the browser without Node builtins`, { skip: !existsSync(ROOT + entry) && `${entry} does not exist yet` }, async () => {
    assert.deepEqual(await nodeImportsOf(entry), []);
  });
}

test('the check sees a Node import (src/cli/main.ts uses node:fs)', async () => {
  const found = await nodeImportsOf('src/cli/main.ts');
  assert.ok(found.some((f) => /imports (node:)?fs/.test(f)), found.join('\n'));
});
