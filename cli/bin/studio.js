#!/usr/bin/env node
// Entry point of the `studio` command. It runs the compiled JavaScript of the Node build
// (scripts/node-build: dist/node/<build>/cli.js), compiling it first when the sources changed since
// the last build (about a second, once), so `npx studio` works straight after `npm ci` and never
// transpiles TypeScript at run time. Each command's own modules load only when it runs.
import module from 'node:module';
import { nodeBuildModule } from '../../scripts/node-build/resolve.mjs';

// Node 22.1+ keeps the compiled code of the modules on disk (the OS's temporary folder, or
// NODE_COMPILE_CACHE): a later run skips compiling them. Node 20 has no such cache and runs as before.
module.enableCompileCache?.();

const { main } = await import(await nodeBuildModule('cli'));
process.exitCode = await main(process.argv.slice(2));
