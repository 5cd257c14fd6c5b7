import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A visitor's first load stays light (bench/README.md, `npm run bench -- bundle`, target 150 KB gzipped): what the
// app's start and the public vendor and booking pages import statically never reaches MUI, its styling engine,
// the form library, Apollo or moment. Those load with the screens that use them (lib/themed.tsx, lib/routing.tsx).
const HEAVY = /^(@mui\/|@emotion\/|react-final-form$|final-form$|@apollo\/|moment(-timezone)?$)/;

const SRC = resolve(__dirname, '..');
/** The app's start, and the modules of the routes drawn without MUI (RouteMeta.light, router.test.ts). */
const START = [
  'main.tsx',
  'boot.tsx',
  'App.tsx',
  'features/vendor-page/views/VendorLocationPage.tsx',
  'features/vendor-page/views/VendorTabs.tsx',
  'features/vendor-page/views/VendorContactTab.tsx',
  'features/public-booking/views/PublicBookingPage/PublicBookingPage.tsx',
];

/** Specifiers a file imports for its code at load: no `import type`, no `import()`. */
function staticImports(file: string): string[] {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specs: string[] = [];
  for (const node of sf.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)
          ? clause.namedBindings.elements.every((e) => e.isTypeOnly)
          : false);
      if (!typeOnly) specs.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specs.push(node.moduleSpecifier.text);
    }
  }
  return specs;
}

function resolveFile(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith(sep) && /\.(tsx?|json|css)$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every chain from the start to a heavy package, as `a.tsx → b.ts → @mui/material/Box`. */
function heavyChains(): string[] {
  const chains: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    const here = [...chain, relative(SRC, file).split(sep).join('/')];
    for (const spec of staticImports(file)) {
      if (HEAVY.test(spec)) chains.push([...here, spec].join(' → '));
      else if (spec.startsWith('.')) {
        const target = resolveFile(file, spec);
        if (target) visit(target, here);
      }
    }
  };
  for (const file of START) visit(join(SRC, file), []);
  return chains;
}

describe("a public page's first load", () => {
  it('imports neither MUI nor the form library, Apollo or moment', () => {
    expect(heavyChains()).toEqual([]);
  });

  it('finds a heavy import the way it says', () => {
    expect(HEAVY.test('@mui/material/Box')).toBe(true);
    expect(HEAVY.test('@emotion/react')).toBe(true);
    expect(HEAVY.test('react-final-form')).toBe(true);
    expect(HEAVY.test('@apollo/client')).toBe(true);
    expect(HEAVY.test('moment-timezone')).toBe(true);
    expect(HEAVY.test('react-router')).toBe(false);
    expect(staticImports(join(SRC, 'lib/ThemeFrame.tsx'))).toContain('@mui/material/styles');
    expect(staticImports(join(SRC, 'lib/themed.tsx'))).not.toContain('./ThemeFrame.tsx');
  });
});
