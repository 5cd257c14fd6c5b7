// The import rules of docs/conventions.md ("Front doors and layers") as plain functions over a list
// of imports, so that structure.test.ts runs them on the real sources and on small made-up
// violations (to prove each rule fails when broken).
import path from 'node:path';
import ts from 'typescript';

/** One import of a gateway file, both paths relative to gateway/src (`modules/bookings/index.ts`). */
export interface Import {
  from: string;
  to: string;
  /** `import type` / `export type`, or every name marked `type`: nothing of it runs. */
  typeOnly: boolean;
  /** `import './x.ts'`: loaded for its side effects (a registration), no names. */
  sideEffect: boolean;
}

/** One import's module specifier as written (`'../bookings/index.ts'`, `'@salon/shared'`). */
export interface Specifier {
  specifier: string;
  typeOnly: boolean;
  sideEffect: boolean;
}

/** Every import of a file (static, re-exports and dynamic), as written. */
export function specifiersOf(file: string, text: string): Specifier[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: Specifier[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : null;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly || (!clause.name && !!named?.elements.length && named.elements.every((e) => e.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, sideEffect: !clause });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly, sideEffect: false });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, sideEffect: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The relative imports (static, re-exports and dynamic) of one gateway file. */
export function importsOf(file: string, text: string): Import[] {
  return specifiersOf(file, text)
    .filter(({ specifier }) => specifier.startsWith('.'))
    .map(({ specifier, typeOnly, sideEffect }) => ({
      from: file,
      to: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)),
      typeOnly,
      sideEffect,
    }));
}

/** The module (folder of modules/) a path belongs to, or null outside modules/. */
export const moduleOf = (file: string): string | null =>
  file.startsWith('modules/') ? (file.split('/')[1] ?? null) : null;

const isTestFile = (file: string) => file.startsWith('test/') || file.split('/').includes('__tests__');

/** Module -> the modules its product files import (types included: a cycle of types is one too). */
export function moduleGraph(imports: readonly Import[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const [a, b] = [moduleOf(from), moduleOf(to)];
    if (!a || !b || a === b || isTestFile(from)) continue;
    graph.set(a, (graph.get(a) ?? new Set()).add(b));
  }
  return graph;
}

/** The groups of modules that import each other in a circle (Tarjan's strongly connected components). */
export function moduleCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || graph.get(v)?.has(v)) cycles.push(group.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles;
}

/**
 * The registration lists, which import a module's own files by design: schema.ts (its types and
 * root fields) and app/effects.ts (its declared effects, imported for their side effect only).
 */
const registrationLists: Record<string, (i: Import) => boolean> = {
  'schema.ts': () => true,
  'app/effects.ts': (i) => i.sideEffect,
};

/** Product imports of another module's inner file instead of its front door (`modules/<m>/index.ts`). */
export function frontDoorViolations(imports: readonly Import[]): string[] {
  return imports
    .filter((i) => !isTestFile(i.from))
    .filter((i) => {
      const target = moduleOf(i.to);
      if (!target || target === moduleOf(i.from) || i.to === `modules/${target}/index.ts`) return false;
      return !registrationLists[i.from]?.(i);
    })
    .map((i) => `${i.from} -> ${i.to}`);
}

/**
 * A module with several use cases keeps them as folders around its core (`modules/bookings/create/`,
 * `cancel/`, ..., `core/`): the files of a folder import their own folder, the module's core and its
 * root files (messages, types), never another use case's folder; the core imports no use case.
 */
export function useCaseViolations(imports: readonly Import[]): string[] {
  const folderOf = (file: string) => {
    const parts = file.split('/');
    return parts.length > 3 ? parts[2]! : null;
  };
  return imports
    .filter((i) => !isTestFile(i.from) && moduleOf(i.from) && moduleOf(i.from) === moduleOf(i.to))
    .filter((i) => {
      const [from, to] = [folderOf(i.from), folderOf(i.to)];
      return from !== null && to !== null && to !== from && to !== 'core';
    })
    .map((i) => `${i.from} -> ${i.to}`);
}

/**
 * The layers of the gateway, lowest first: a product file imports its own layer or a lower one.
 * generated < lib < db < scheduling < root files (config, pubsub, context, builder) < modules < app
 * (with schema.ts, the registration list) < the entry points (server, main, instance, seed, scripts,
 * test support).
 */
export const LAYERS = ['generated', 'lib', 'db', 'scheduling', 'root', 'modules', 'app', 'entry'] as const;

export function layerOf(file: string): (typeof LAYERS)[number] {
  const top = file.split('/')[0]!;
  if (file === 'schema.ts') return 'app';
  if ((LAYERS as readonly string[]).includes(top) && top !== 'root' && top !== 'entry') {
    return top as (typeof LAYERS)[number];
  }
  if (!file.includes('/') && !['server.ts', 'main.ts', 'instance.ts'].includes(file)) return 'root';
  return 'entry';
}

/**
 * Imports of a higher layer. The root files may name a module's types (`import type`: the context
 * holds the viewer, the session store, the pending changes), never run its code.
 */
export function layerViolations(imports: readonly Import[]): string[] {
  return imports
    .filter((i) => !isTestFile(i.from))
    .filter((i) => LAYERS.indexOf(layerOf(i.to)) > LAYERS.indexOf(layerOf(i.from)))
    .filter((i) => !(i.typeOnly && layerOf(i.from) === 'root' && layerOf(i.to) === 'modules'))
    .map((i) => `${i.from} (${layerOf(i.from)}) -> ${i.to} (${layerOf(i.to)})`);
}
