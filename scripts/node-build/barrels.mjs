// Imports through a barrel, compiled as imports of the modules that define the names (decision 0075).
//
// The workspaces' public faces are barrels (`@studio/core` is core/src/index.ts, re-exporting every
// room's own index.ts; `@studio/api`, `@studio/server` likewise), and the sources import through them.
// esbuild splits code by file: every file reachable through an entry's imports, re-exports included,
// goes into the chunks that entry loads, and a file imported from the `@studio/core` barrel reaches
// all of core. So `studio inspect` loaded 1.7 MB of JavaScript (the fixture designer, glTF writer,
// test strategy, …) to read one board, and `studio fixture` the whole server (9.7 MB). This plugin
// rewrites, in the build only, `import { a, b as c } from '<barrel>'` into imports of the files that
// define `a` and `b`, so each entry and each lazily loaded command reaches only what it uses. The
// sources, the type check and Vitest are unchanged.
//
// A barrel is skipped over only when that cannot change what runs: it consists of re-exports alone,
// or its package declares `"sideEffects": false` (core and api), the promise that a module whose
// exports are unused may be left out. Names it defines itself, namespace re-exports and anything
// this reader does not understand keep their import as written.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Workspace package name → its barrel (repository-relative), read from the packages' "exports". */
function workspaceEntries(root) {
  const entries = new Map();
  const sideEffectFree = [];
  for (const ws of ['core', 'api', 'server', 'cli']) {
    let pkg;
    try {
      pkg = JSON.parse(readFileSync(path.join(root, ws, 'package.json'), 'utf8'));
    } catch {
      continue;
    }
    const exported = pkg.exports;
    const entries_ = typeof exported === 'string' ? { '.': exported } : (exported ?? {});
    for (const [sub, file] of Object.entries(entries_)) {
      if (typeof file !== 'string') continue;
      entries.set(sub === '.' ? pkg.name : `${pkg.name}/${sub.slice(2)}`, path.join(root, ws, file));
    }
    if (pkg.sideEffects === false) sideEffectFree.push(path.join(root, ws) + path.sep);
  }
  return { entries, sideEffectFree };
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const isFile = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * The esbuild plugin. `inputs` collects every file it read to decide a rewrite (the barrels): they
 * change the output without being bundled, so the build's stamp must include them.
 */
export function barrelImports({ root, inputs }) {
  /** @type {typeof import('typescript')} */
  let ts;
  const { entries, sideEffectFree } = workspaceEntries(root);
  const parsed = new Map();
  const exportsCache = new Map();

  const read = (file) => {
    let sf = parsed.get(file);
    if (sf === undefined) {
      inputs.add(path.relative(root, file));
      sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
      parsed.set(file, sf);
    }
    return sf;
  };

  const resolve = (from, specifier) => {
    let base;
    if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
    else if (entries.has(specifier)) return entries.get(specifier);
    else return null; // an npm package or a Node built-in: never rewritten
    for (const ext of EXTENSIONS) {
      const file = base + ext;
      if (/\.tsx?$/.test(file) && isFile(file)) return file;
    }
    return null;
  };

  /** Cheap test on the text: only a module with an `export … from` can be stepped over. */
  const reexporting = new Map();
  const hasReexports = (file) => {
    let yes = reexporting.get(file);
    if (yes === undefined) {
      yes = /^export\s+(\*|(type\s+)?\{[^}]*\})\s*from\s/m.test(readFileSync(file, 'utf8'));
      reexporting.set(file, yes);
    }
    return yes;
  };

  const exportsOf = (file) => {
    let info = exportsCache.get(file);
    if (info) return info;
    const sf = read(file);
    /** Names this module defines (or re-exports from its own imports), and its re-exports. */
    const own = new Set();
    const named = new Map(); // exported name → { from, name } | { from, namespace: true }
    const stars = [];
    let pureBarrel = true;
    const isExported = (node) =>
      ts.canHaveModifiers(node) &&
      (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const bindingNames = (name) =>
      ts.isIdentifier(name)
        ? [name.text]
        : name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)));
    for (const stmt of sf.statements) {
      if (ts.isExportDeclaration(stmt) && stmt.moduleSpecifier && ts.isStringLiteral(stmt.moduleSpecifier)) {
        const from = resolve(file, stmt.moduleSpecifier.text);
        if (!stmt.exportClause) {
          if (from) stars.push(from);
          else pureBarrel = false; // `export *` from a package: not followed
        } else if (ts.isNamedExports(stmt.exportClause)) {
          for (const el of stmt.exportClause.elements) {
            const name = el.name.text;
            if (stmt.isTypeOnly || el.isTypeOnly) own.add(name);
            else if (from) named.set(name, { from, name: (el.propertyName ?? el.name).text });
            else own.add(name);
          }
        } else {
          own.add(stmt.exportClause.name.text); // export * as ns from '…'
        }
        continue;
      }
      if (ts.isImportDeclaration(stmt) && stmt.importClause?.isTypeOnly) continue;
      pureBarrel = false;
      if (ts.isExportDeclaration(stmt) && stmt.exportClause && ts.isNamedExports(stmt.exportClause)) {
        for (const el of stmt.exportClause.elements) own.add(el.name.text);
      } else if (ts.isExportAssignment(stmt)) own.add('default');
      else if (ts.isVariableStatement(stmt) && isExported(stmt)) {
        for (const d of stmt.declarationList.declarations) for (const n of bindingNames(d.name)) own.add(n);
      } else if (isExported(stmt) && stmt.name && ts.isIdentifier(stmt.name)) {
        const isDefault = (ts.getModifiers(stmt) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
        own.add(isDefault ? 'default' : stmt.name.text);
      }
    }
    const skippable = pureBarrel || sideEffectFree.some((dir) => file.startsWith(dir));
    info = { own, named, stars, skippable };
    exportsCache.set(file, info);
    return info;
  };

  /**
   * The module that defines `name` as exported by `file`, stepping over barrels that may be
   * skipped; `file` itself when it defines it or may not be skipped; null when not found.
   */
  const origin = (file, name, seen = new Set()) => {
    if (seen.has(file)) return null;
    seen.add(file);
    const info = exportsOf(file);
    if (info.own.has(name)) return { file, name };
    const hit = info.named.get(name);
    if (hit) {
      if (!info.skippable) return { file, name };
      return origin(hit.from, hit.name, seen);
    }
    if (name === 'default') return null; // `export *` never re-exports a default
    for (const star of info.stars) {
      const found = origin(star, name, seen);
      if (found) return info.skippable ? found : { file, name };
    }
    return null;
  };

  /** The module's text with its imports through barrels rewritten, or null when none is. */
  const rewrite = (file, text) => {
    const candidates = [...text.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]);
    const barrels = new Set(
      candidates.filter((spec) => {
        const target = resolve(file, spec);
        return target && hasReexports(target);
      }),
    );
    if (barrels.size === 0) return null;
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const edits = [];
    for (const stmt of sf.statements) {
      if (!ts.isImportDeclaration(stmt) || !ts.isStringLiteral(stmt.moduleSpecifier)) continue;
      const spec = stmt.moduleSpecifier.text;
      const clause = stmt.importClause;
      if (!barrels.has(spec) || !clause || clause.isTypeOnly || clause.name) continue;
      if (!clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) continue;
      const target = resolve(file, spec);
      const byFile = new Map();
      let understood = true;
      for (const el of clause.namedBindings.elements) {
        if (el.isTypeOnly) continue;
        const imported = (el.propertyName ?? el.name).text;
        const found = origin(target, imported);
        if (!found) {
          understood = false;
          break;
        }
        const list = byFile.get(found.file) ?? [];
        list.push(found.name === el.name.text ? found.name : `${found.name} as ${el.name.text}`);
        byFile.set(found.file, list);
      }
      if (!understood) continue;
      const start = stmt.getStart(sf);
      const lines = text.slice(start, stmt.end).split('\n').length - 1;
      const replacement =
        [...byFile]
          .map(([from, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(from)};`)
          .join(' ') + '\n'.repeat(lines); // same line count: the source map stays right
      edits.push({ start, end: stmt.end, replacement });
    }
    if (edits.length === 0) return null;
    let out = text;
    for (const e of edits.sort((a, b) => b.start - a.start)) {
      out = out.slice(0, e.start) + e.replacement + out.slice(e.end);
    }
    return out;
  };

  return {
    name: 'studio-barrel-imports',
    setup(build) {
      build.onStart(async () => {
        ts ??= (await import('typescript')).default;
      });
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        const contents = rewrite(args.path, text);
        return contents === null ? undefined : { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
