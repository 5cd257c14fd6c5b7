import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The web app stays in pieces: no source file over MAX_FILE_LINES, no component over MAX_COMPONENT_LINES,
// and a feature is a leaf that imports from another feature only its `urls.ts` (docs/conventions.md).
const MAX_FILE_LINES = 300;
const MAX_COMPONENT_LINES = 150;

/**
 * Work in progress, not an allowance: the components still over the limit and the imports between features
 * still to move down. Each entry must go (split the component, move the shared piece to lib/ or components/);
 * the test fails when a new one appears, and also when a listed one is gone but still listed, so the lists
 * only shrink. Nothing is ever added here.
 */
const NOT_YET_SPLIT: string[] = [];
const NOT_YET_LEAVES: string[] = [];

/**
 * The only imports of a feature's files from the shared code (lib/, domain/, components/): the public booking's texts
 * ship with the app (lib/i18n.ts says why). Anything else a shared piece needs moves down beside it.
 */
const SHARED_IMPORTS_OF_FEATURES = ['lib/i18n.ts imports ../features/public-booking/locales/*.json'];

const SRC = resolve(__dirname, '..');
const FEATURES = join(SRC, 'features');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      // Generated documents and tests are not the app's own code.
      if (path === join(SRC, 'gql') || name === '__tests__') continue;
      out.push(...sourceFiles(path));
    } else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const files = sourceFiles(SRC);
const parse = (file: string) =>
  ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
const rel = (file: string) => relative(SRC, file).split(sep).join('/');
const lineOf = (sf: ts.SourceFile, pos: number) => sf.getLineAndCharacterOfPosition(pos).line + 1;

/** Functions named like components (`function Foo`, `const Foo = () =>`/`function`) with their span in lines. */
function components(sf: ts.SourceFile): { name: string; lines: number }[] {
  const found: { name: string; lines: number }[] = [];
  const span = (node: ts.Node) => lineOf(sf, node.getEnd()) - lineOf(sf, node.getStart(sf)) + 1;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && /^[A-Z]/.test(node.name.text)) {
      found.push({ name: node.name.text, lines: span(node) });
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /^[A-Z]/.test(node.name.text)) {
      // `const Foo = () => …`, also wrapped: `memo(() => …)`, `forwardRef(function …)`.
      let init = node.initializer;
      while (init && ts.isCallExpression(init) && init.arguments.length > 0) init = init.arguments[0];
      if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
        found.push({ name: node.name.text, lines: span(init) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Module specifiers of a file's imports and re-exports, static and dynamic (`import('…')`, `import.meta.glob('…')`). */
function importsOf(sf: ts.SourceFile): string[] {
  const specs: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specs.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || node.expression.getText() === 'import.meta.glob') &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specs.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return specs;
}

/**
 * A route path written out as text: a string or template literal starting with `/` and a letter (`'/login'`,
 * `` `/agenda?viewType=${v}` ``), or a template starting with `/${…}` (`` `/${vendor}/${location}` ``). The
 * server's paths (`/api/…`, `/graphql`) and files (`/logo.svg`, `/assets/…`) are not routes; an absolute URL
 * does not start with `/`.
 */
const ROUTE_TEXT = /^\/[a-z]/i;
const NOT_A_ROUTE = /^\/(api\/|graphql\b|assets\/|fonts\/|images\/|static\/)|\.[a-z0-9]{2,5}(\?|#|$)/i;
const isRouteText = (text: string) => ROUTE_TEXT.test(text) && !NOT_A_ROUTE.test(text);

/** Where a URL is a link target or a navigation: `to=`, `href=`, `{ to: … }`, `navigate(…)`, `redirect(…)`, … */
const LINK_PROPS = new Set(['to', 'href']);
const NAVIGATING_CALLS = new Set(['navigate', 'redirect', 'redirectDocument', 'replace', 'assign', 'open']);

/** The route paths a file writes out as link targets or navigation arguments, as `line: text`. */
function literalRoutes(sf: ts.SourceFile): string[] {
  const found: string[] = [];
  // The literal texts an expression may evaluate to: `a ? '/x' : '/y'`, `x ?? '/y'`, `{ pathname: '/x' }`.
  const check = (expr: ts.Node | undefined): void => {
    if (!expr) return;
    if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr)) {
      check(expr.expression);
    } else if (ts.isJsxExpression(expr)) check(expr.expression);
    else if (ts.isConditionalExpression(expr)) {
      check(expr.whenTrue);
      check(expr.whenFalse);
    } else if (ts.isBinaryExpression(expr)) {
      check(expr.left);
      check(expr.right);
    } else if (ts.isObjectLiteralExpression(expr)) {
      for (const prop of expr.properties) {
        if (ts.isPropertyAssignment(prop) && ts.isIdentifier(prop.name) && prop.name.text === 'pathname') {
          check(prop.initializer);
        }
      }
    } else if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr) || ts.isTemplateExpression(expr)) {
      const text = ts.isTemplateExpression(expr) ? expr.head.text : expr.text;
      const interpolated = ts.isTemplateExpression(expr) && text === '/';
      if (interpolated || isRouteText(text)) found.push(`${lineOf(sf, expr.getStart(sf))}: ${expr.getText(sf)}`);
    }
  };
  const calleeName = (callee: ts.Expression) =>
    ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && LINK_PROPS.has(node.name.text)) {
      check(node.initializer);
    } else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && LINK_PROPS.has(node.name.text)) {
      check(node.initializer);
    } else if (ts.isCallExpression(node) && NAVIGATING_CALLS.has(calleeName(node.expression))) {
      // `path.replace('/a', '/b')` rewrites a path it was given; `navigate(…)`, `location.replace(…)` go there.
      const receiver = ts.isPropertyAccessExpression(node.expression) ? node.expression.expression.getText(sf) : '';
      if (!/(^|\.)(pathname|search)$/.test(receiver)) check(node.arguments[0]);
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      /(^|\.)location(\.href|\.pathname)?$/.test(node.left.getText(sf))
    ) {
      check(node.right);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const featureOf = (file: string) => {
  const r = relative(FEATURES, file);
  return r.startsWith('..') ? null : r.split(sep)[0];
};

describe('web source structure', () => {
  it('keeps every source file within the line limit', () => {
    const over = files
      .map((file) => ({ file: rel(file), lines: readFileSync(file, 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > MAX_FILE_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(over).toEqual([]);
  });

  it('keeps every component function within the line limit', () => {
    const over = files
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) =>
        components(parse(file))
          .filter(({ lines }) => lines > MAX_COMPONENT_LINES)
          .map(({ name, lines }) => ({ key: `${rel(file)}: ${name}`, lines })),
      );
    expect(
      over.filter(({ key }) => !NOT_YET_SPLIT.includes(key)).map(({ key, lines }) => `${key} spans ${lines} lines`),
    ).toEqual([]);
    // A component split since: take it off the list.
    expect(NOT_YET_SPLIT.filter((key) => !over.some((o) => o.key === key))).toEqual([]);
  });

  it('measures components the way it says', () => {
    const sf = ts.createSourceFile(
      'x.tsx',
      'function Big() {\n\n}\nconst Arrow = memo(() => {\n\n\n});\nfunction small() {}\n',
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    expect(components(sf)).toEqual([
      { name: 'Big', lines: 3 },
      { name: 'Arrow', lines: 4 },
    ]);
  });

  it('lets a feature import from another feature only its urls.ts', () => {
    const crossings: string[] = [];
    for (const file of files) {
      const own = featureOf(file);
      if (!own) continue; // the router and the layouts at src/'s top compose features
      for (const spec of importsOf(parse(file))) {
        if (!spec.startsWith('.')) continue;
        const target = resolve(dirname(file), spec);
        const other = featureOf(target);
        if (!other || other === own) continue;
        const inFeature = relative(join(FEATURES, other), target).split(sep).join('/');
        if (inFeature === 'urls' || inFeature === 'urls.ts') continue;
        crossings.push(`${rel(file)} imports ${spec}`);
      }
    }
    expect(crossings.filter((c) => !NOT_YET_LEAVES.includes(c))).toEqual([]);
    // An import moved down since: take it off the list.
    expect(NOT_YET_LEAVES.filter((c) => !crossings.includes(c))).toEqual([]);
  });

  it('writes route paths only in the URL builders', () => {
    const literal = files
      .filter((file) => !/(^|\/)(urls\.ts|routes\.tsx)$/.test(rel(file)))
      .flatMap((file) => literalRoutes(parse(file)).map((found) => `${rel(file)}:${found}`));
    expect(literal).toEqual([]);
  });

  it('finds route paths the way it says', () => {
    const sf = ts.createSourceFile(
      'x.tsx',
      [
        `<Link to="/login" />; <Button href={\`/\${slug}/book\`} />; <a href={\`/agenda?d=\${d}\`} />;`,
        "navigate(ok ? '/my-account' : loginUrl()); <Navigate to='/help' />; redirect('/pro');",
        "navigate({ pathname: '/x', search }); const entries = [{ to: '/customers' }]; window.location.href = '/y';",
        '<a href="https://example.com/a" />; fetch(\'/api/x\'); navigate(agendaUrl()); <img src="/logo.svg" />;',
        "<a href=\"/assets/guide.pdf\" />; navigate({ pathname: pathname.replace('/a/book', '/b/book') });",
        "navigate('../services'); const ws = { href: '/graphql' };",
      ].join('\n'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    expect(literalRoutes(sf)).toEqual([
      '1: "/login"',
      `1: \`/\${slug}/book\``,
      `1: \`/agenda?d=\${d}\``,
      "2: '/my-account'",
      "2: '/help'",
      "2: '/pro'",
      "3: '/x'",
      "3: '/customers'",
      "3: '/y'",
    ]);
  });

  it("names each section's texts after its folder, in camelCase", () => {
    const misnamed: string[] = [];
    for (const folder of readdirSync(FEATURES)) {
      const index = join(FEATURES, folder, 'locales', 'index.ts');
      if (!existsSync(index)) continue;
      const namespace = /registerNamespace\('([^']+)'/.exec(readFileSync(index, 'utf8'))?.[1];
      const expected = folder.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
      if (namespace !== expected) misnamed.push(`features/${folder} registers ${namespace}, not ${expected}`);
    }
    expect(misnamed).toEqual([]);
  });

  it('keeps lib/, domain/ and components/ below the features', () => {
    const upward: string[] = [];
    for (const file of files) {
      const own = rel(file);
      if (!/^(lib|domain|components)\//.test(own)) continue;
      for (const spec of importsOf(parse(file))) {
        if (spec.startsWith('.') && featureOf(resolve(dirname(file), spec))) upward.push(`${own} imports ${spec}`);
      }
    }
    expect(upward).toEqual(SHARED_IMPORTS_OF_FEATURES);
  });
});
