// The admin's attack surface, read from the code (never from a hand-written list): every admin page,
// every server action and every admin route handler, each with the named check it starts with.
// Used by the static rule test (tests/unit/admin-guards-static.test.ts) and by the runtime
// security spec (e2e/admin-security.spec.ts), so both always see the same, current surface.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Admin URLs reachable without a session: signing in and resetting a forgotten password. */
export const publicAdminRoutes = ['/admin/login', '/admin/reset-password'] as const;

/** The checks a page or server action may start with (src/server/auth/guards.server.ts). */
export const pageGuards = ['requireStaff', 'requireAdmin', 'requireSignedIn'] as const;
export type PageGuard = (typeof pageGuards)[number];

/** The check a route handler starts with, and what it asks for. */
export const handlerGuard = 'authorizeRequest';
export type HandlerNeeds = 'staff' | 'admin';

export const httpMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof httpMethods)[number];

const guardsModule = 'src/server/auth/guards.server';
const adminAppDir = 'src/app/admin';
const adminApiDir = 'src/app/api/admin';
/** The public site's own server actions (contact, newsletter): public by design. */
const publicSiteAppDir = 'src/app/[locale]';

/** One function that must start with a check: where it is and what it starts with. */
export interface CheckedFunction {
  file: string;
  /** The export name ('default' for a page), or the local name of an inline action. */
  name: string;
  line: number;
  /** The check it starts with, or null when its first statement is not one. */
  guard: PageGuard | null;
  /** Why it does not pass, in words; null when it does. */
  problem: string | null;
}

export interface AdminPage {
  file: string;
  /** The URL pattern, route groups removed: '/admin/posts/[id]'. */
  route: string;
  isPublic: boolean;
  page: CheckedFunction;
  /** generateMetadata, when it reads the request's params (it then runs a query of its own). */
  metadata: CheckedFunction | null;
}

export interface AdminActionModule {
  file: string;
  /** The admin route of its folder, or null for a module outside src/app/admin. */
  route: string | null;
  isPublic: boolean;
  /** 'file' for a `'use server'` module, 'inline' for functions with their own directive. */
  kind: 'file' | 'inline';
  actions: CheckedFunction[];
}

export interface HandlerMethod {
  method: string;
  line: number;
  needs: HandlerNeeds | null;
  problem: string | null;
}

export interface AdminRouteHandler {
  file: string;
  route: string;
  methods: HandlerMethod[];
  /** Problems of the module as a whole (an export the test cannot read). */
  problems: string[];
}

export interface AdminSurface {
  pages: AdminPage[];
  actionModules: AdminActionModule[];
  handlers: AdminRouteHandler[];
}

// ---------------------------------------------------------------------------------------------
// Files and routes

function* sourceFiles(root: string, dir: string): Generator<string> {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return;
  for (const name of readdirSync(absolute).sort()) {
    const relative = path.posix.join(dir, name);
    if (statSync(path.join(root, relative)).isDirectory()) yield* sourceFiles(root, relative);
    else if (/\.(ts|tsx|js|jsx|mjs)$/.test(name) && !/\.d\.ts$/.test(name)) yield relative;
  }
}

/** '/admin/(panel)/posts/[id]' → '/admin/posts/[id]': groups and slots are not in the URL. */
export function routeOfDir(appRelativeDir: string): string {
  const segments = appRelativeDir
    .split('/')
    .filter((segment) => segment && !/^\(.*\)$/.test(segment) && !segment.startsWith('@'));
  return `/${segments.join('/')}`;
}

function routeOfFile(file: string): string {
  return routeOfDir(path.posix.dirname(file).replace(/^src\/app\/?/, ''));
}

export function isPublicAdminRoute(route: string): boolean {
  return publicAdminRoutes.some((base) => route === base || route.startsWith(`${base}/`));
}

/** A concrete URL for a route pattern: every dynamic segment gets a harmless placeholder. */
export function sampleUrl(route: string): string {
  return route
    .replace(/\[\[\.\.\.[^\]]+\]\]/g, 'sample')
    .replace(/\[\.\.\.[^\]]+\]/g, 'sample')
    .replace(/\[[^\]]+\]/g, 'sample-id');
}

// ---------------------------------------------------------------------------------------------
// Reading one module

function parse(file: string, text: string): ts.SourceFile {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

function hasExport(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function hasDefault(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)
  );
}

function isAsync(node: ts.FunctionLikeDeclaration): boolean {
  return (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.AsyncKeyword);
}

/** Directive prologue of a file or function body ('use server', 'use client'). */
function directives(statements: ts.NodeArray<ts.Statement>): string[] {
  const found: string[] = [];
  for (const statement of statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    found.push(statement.expression.text);
  }
  return found;
}

export function hasUseServerDirective(text: string, file = 'module.ts'): boolean {
  return directives(parse(file, text).statements).includes('use server');
}

/** Local names bound to the guards module's exports: { localName → exported name }. */
function guardImports(source: ts.SourceFile, file: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const specifier = statement.moduleSpecifier.text;
    const target = specifier.startsWith('@/')
      ? `src/${specifier.slice(2)}`
      : specifier.startsWith('.')
        ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
        : specifier;
    if (target.replace(/\.(ts|js)$/, '') !== guardsModule) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements)
      names.set(element.name.text, (element.propertyName ?? element.name).text);
  }
  return names;
}

type FunctionNode = ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction;

/** The function a name refers to at the top level of the module (declaration or const). */
function topLevelFunction(source: ts.SourceFile, name: string): FunctionNode | undefined {
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name)
          return functionOfInitializer(declaration.initializer);
  }
  return undefined;
}

function functionOfInitializer(initializer: ts.Expression | undefined): FunctionNode | undefined {
  let expression = initializer;
  while (
    expression &&
    (ts.isParenthesizedExpression(expression) ||
      ts.isAsExpression(expression) ||
      ts.isSatisfiesExpression(expression))
  )
    expression = expression.expression;
  if (expression && (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)))
    return expression;
  return undefined;
}

/** The statements of a function's body, its directive prologue left out. */
function bodyStatements(fn: FunctionNode): readonly ts.Statement[] | null {
  if (!fn.body || !ts.isBlock(fn.body)) return null;
  const prologue = directives(fn.body.statements).length;
  return fn.body.statements.slice(prologue);
}

/** The awaited call at the start of `statement`: `await f(…)` or `const x = await f(…)`. */
function leadingAwaitedCall(statement: ts.Statement | undefined): {
  call: ts.CallExpression;
  binding: ts.BindingName | null;
} | null {
  if (!statement) return null;
  let expression: ts.Expression | undefined;
  let binding: ts.BindingName | null = null;
  if (ts.isExpressionStatement(statement)) expression = statement.expression;
  else if (ts.isVariableStatement(statement)) {
    const [declaration, ...others] = statement.declarationList.declarations;
    if (!declaration || others.length > 0) return null;
    expression = declaration.initializer;
    binding = declaration.name;
  }
  if (!expression || !ts.isAwaitExpression(expression)) return null;
  const call = expression.expression;
  if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return null;
  return { call, binding };
}

function describeFirstStatement(source: ts.SourceFile, statement: ts.Statement | undefined) {
  if (!statement) return 'an empty body';
  const text = statement.getText(source).replace(/\s+/g, ' ');
  return `\`${text.length > 70 ? `${text.slice(0, 67)}...` : text}\``;
}

const guardList = pageGuards.map((guard) => `await ${guard}()`).join(' / ');

function checkStartsWithGuard(
  source: ts.SourceFile,
  file: string,
  name: string,
  fn: FunctionNode | undefined,
  anchor: ts.Node,
  guards: Map<string, string>,
): CheckedFunction {
  const result = (guard: PageGuard | null, problem: string | null): CheckedFunction => ({
    file,
    name,
    line: lineOf(source, fn ?? anchor),
    guard,
    problem,
  });
  if (!fn)
    return result(
      null,
      'is not a function written in this module, so its first check cannot be read',
    );
  if (!isAsync(fn)) return result(null, `is not async, so it cannot start with ${guardList}`);
  const statements = bodyStatements(fn);
  if (!statements) return result(null, `has an expression body; it must start with ${guardList}`);
  const first = statements[0];
  const awaited = leadingAwaitedCall(first);
  const calleeName = awaited && (awaited.call.expression as ts.Identifier).text;
  const imported = calleeName ? guards.get(calleeName) : undefined;
  if (!imported || !(pageGuards as readonly string[]).includes(imported))
    return result(
      null,
      `starts with ${describeFirstStatement(source, first)} instead of ${guardList} (imported from @/server/auth/guards.server)`,
    );
  return result(imported as PageGuard, null);
}

/** The default export of a page module, as the function it is. */
function defaultExport(
  source: ts.SourceFile,
): { fn: FunctionNode | undefined; anchor: ts.Node } | null {
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && hasExport(statement) && hasDefault(statement))
      return { fn: statement, anchor: statement };
    if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
      const expression = statement.expression;
      if (ts.isIdentifier(expression))
        return { fn: topLevelFunction(source, expression.text), anchor: statement };
      return { fn: functionOfInitializer(expression), anchor: statement };
    }
  }
  return null;
}

/** Whether generateMetadata takes the request's params (then it reads data and must check). */
function metadataFunction(source: ts.SourceFile): FunctionNode | undefined {
  const fn = exportedFunctions(source).find((entry) => entry.name === 'generateMetadata');
  return fn?.fn;
}

/** Every export of a module with the function it names (undefined when not a local function). */
function exportedFunctions(
  source: ts.SourceFile,
): { name: string; fn: FunctionNode | undefined; anchor: ts.Node }[] {
  const found: { name: string; fn: FunctionNode | undefined; anchor: ts.Node }[] = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && hasExport(statement)) {
      const name = hasDefault(statement) ? 'default' : (statement.name?.text ?? 'default');
      found.push({ name, fn: statement, anchor: statement });
    } else if (ts.isVariableStatement(statement) && hasExport(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name))
          found.push({
            name: declaration.name.text,
            fn: functionOfInitializer(declaration.initializer),
            anchor: declaration,
          });
        else
          // `export const { GET, POST } = …`: names the test cannot follow to a function.
          for (const element of declaration.name.elements)
            if (ts.isBindingElement(element) && ts.isIdentifier(element.name))
              found.push({ name: element.name.text, fn: undefined, anchor: element });
      }
    } else if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
      const expression = statement.expression;
      found.push({
        name: 'default',
        fn: ts.isIdentifier(expression)
          ? topLevelFunction(source, expression.text)
          : functionOfInitializer(expression),
        anchor: statement,
      });
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      if (statement.moduleSpecifier || !statement.exportClause) {
        // `export { x } from './y'` / `export * from './y'`: defined elsewhere, not checked here.
        found.push({ name: statement.getText(source), fn: undefined, anchor: statement });
      } else if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          if (element.isTypeOnly) continue;
          found.push({
            name: element.name.text,
            fn: topLevelFunction(source, (element.propertyName ?? element.name).text),
            anchor: element,
          });
        }
      }
    }
  }
  return found;
}

/** Reads one admin page module. */
export function readPage(file: string, text: string): AdminPage {
  const source = parse(file, text);
  const guards = guardImports(source, file);
  const route = routeOfFile(file);
  const exported = defaultExport(source);
  const page = exported
    ? checkStartsWithGuard(source, file, 'default', exported.fn, exported.anchor, guards)
    : { file, name: 'default', line: 1, guard: null, problem: 'has no default export' };
  const metadataFn = metadataFunction(source);
  const metadata =
    metadataFn && metadataFn.parameters.length > 0
      ? checkStartsWithGuard(source, file, 'generateMetadata', metadataFn, metadataFn, guards)
      : null;
  return { file, route, isPublic: isPublicAdminRoute(route), page, metadata };
}

/** Reads one module with a top-level 'use server': every export is a server action. */
export function readActionModule(file: string, text: string): AdminActionModule {
  const source = parse(file, text);
  const guards = guardImports(source, file);
  const route = file.startsWith(`${adminAppDir}/`) ? routeOfFile(file) : null;
  const actions = exportedFunctions(source).map(({ name, fn, anchor }) =>
    checkStartsWithGuard(source, file, name, fn, anchor, guards),
  );
  return {
    file,
    route,
    isPublic: route !== null && isPublicAdminRoute(route),
    kind: 'file',
    actions,
  };
}

/** Functions with their own 'use server' directive (inline actions), in any module. */
export function readInlineActions(file: string, text: string): AdminActionModule | null {
  if (!text.includes('use server')) return null;
  const source = parse(file, text);
  if (directives(source.statements).includes('use server')) return null;
  const guards = guardImports(source, file);
  const actions: CheckedFunction[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isArrowFunction(node)) &&
      node.body &&
      ts.isBlock(node.body) &&
      directives(node.body.statements).includes('use server')
    ) {
      const name =
        (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node)) && node.name
          ? node.name.text
          : ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name)
            ? node.parent.name.text
            : '(anonymous inline action)';
      actions.push(checkStartsWithGuard(source, file, name, node, node, guards));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (actions.length === 0) return null;
  const route = file.startsWith(`${adminAppDir}/`) ? routeOfFile(file) : null;
  return {
    file,
    route,
    isPublic: route !== null && isPublicAdminRoute(route),
    kind: 'inline',
    actions,
  };
}

/** Reads one admin route handler module: every exported HTTP method. */
export function readRouteHandler(file: string, text: string): AdminRouteHandler {
  const source = parse(file, text);
  const guards = guardImports(source, file);
  const localGuard = [...guards].find(([, imported]) => imported === handlerGuard)?.[0];
  const methods: HandlerMethod[] = [];
  const problems: string[] = [];
  for (const { name, fn, anchor } of exportedFunctions(source)) {
    if (!(httpMethods as readonly string[]).includes(name)) {
      if (name.startsWith('export '))
        problems.push(`re-exports \`${name}\`, which this test cannot check`);
      continue;
    }
    const method = (problem: string | null, needs: HandlerNeeds | null = null): HandlerMethod => ({
      method: name,
      line: lineOf(source, fn ?? anchor),
      needs,
      problem,
    });
    if (!fn) {
      methods.push(
        method('is not a function written in this module, so its first check cannot be read'),
      );
      continue;
    }
    const parameter = fn.parameters[0];
    const requestName = parameter && ts.isIdentifier(parameter.name) ? parameter.name.text : null;
    const expected = `\`const auth = await ${handlerGuard}(${requestName ?? 'request'}, 'staff' | 'admin')\``;
    if (!isAsync(fn)) {
      methods.push(method(`is not async, so it cannot start with ${expected}`));
      continue;
    }
    const statements = bodyStatements(fn) ?? [];
    const awaited = leadingAwaitedCall(statements[0]);
    const callee = awaited && (awaited.call.expression as ts.Identifier).text;
    if (!awaited || !localGuard || callee !== localGuard) {
      methods.push(
        method(
          `starts with ${describeFirstStatement(source, statements[0])} instead of ${expected}`,
        ),
      );
      continue;
    }
    const [requestArgument, needsArgument] = awaited.call.arguments;
    if (!requestName || !requestArgument || requestArgument.getText(source) !== requestName) {
      methods.push(method(`must pass its own request (its first parameter) to ${handlerGuard}`));
      continue;
    }
    if (
      !needsArgument ||
      !ts.isStringLiteral(needsArgument) ||
      (needsArgument.text !== 'staff' && needsArgument.text !== 'admin')
    ) {
      methods.push(method(`must ask ${handlerGuard} for 'staff' or 'admin' with a literal`));
      continue;
    }
    const needs = needsArgument.text as HandlerNeeds;
    // The refusal must be returned at once: the next statement is an `if` on the result.
    const binding = awaited.binding;
    const boundNames = binding ? bindingNames(binding) : [];
    const next = statements[1];
    const usesResult =
      next !== undefined &&
      ts.isIfStatement(next) &&
      boundNames.some((name) =>
        new RegExp(`\\b${name}\\b`).test(next.expression.getText(source)),
      ) &&
      returnsAtOnce(next.thenStatement);
    methods.push(
      usesResult
        ? method(null, needs)
        : method(
            `must return the refusal right after the check (e.g. \`if (auth.refusal) return auth.refusal;\`)`,
            needs,
          ),
    );
  }
  return { file, route: routeOfFile(file), methods, problems };
}

function bindingNames(binding: ts.BindingName): string[] {
  if (ts.isIdentifier(binding)) return [binding.text];
  return binding.elements.flatMap((element) =>
    ts.isBindingElement(element) ? bindingNames(element.name) : [],
  );
}

function returnsAtOnce(statement: ts.Statement): boolean {
  if (ts.isReturnStatement(statement)) return true;
  return ts.isBlock(statement) && statement.statements.some((inner) => ts.isReturnStatement(inner));
}

// ---------------------------------------------------------------------------------------------
// The whole surface

/**
 * Everything the admin exposes, read from the tree under `root`:
 * - pages: every `page.*` under src/app/admin;
 * - server actions: every module with a top-level 'use server' anywhere under src/ except the
 *   public site's own (src/app/[locale]), plus functions with an inline 'use server';
 * - route handlers: every `route.*` under src/app/api/admin and under src/app/admin.
 */
export function readAdminSurface(root = process.cwd()): AdminSurface {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const pages: AdminPage[] = [];
  const handlers: AdminRouteHandler[] = [];
  const actionModules: AdminActionModule[] = [];
  for (const file of sourceFiles(root, adminAppDir)) {
    const name = path.posix.basename(file);
    if (/^page\.(tsx|ts|jsx|js)$/.test(name)) pages.push(readPage(file, read(file)));
    if (/^route\.(ts|js)$/.test(name)) handlers.push(readRouteHandler(file, read(file)));
  }
  for (const file of sourceFiles(root, adminApiDir))
    if (/^route\.(ts|js)$/.test(path.posix.basename(file)))
      handlers.push(readRouteHandler(file, read(file)));
  for (const file of sourceFiles(root, 'src')) {
    if (file.startsWith(`${publicSiteAppDir}/`)) continue;
    const text = read(file);
    if (hasUseServerDirective(text, file)) actionModules.push(readActionModule(file, text));
    else {
      const inline = readInlineActions(file, text);
      if (inline) actionModules.push(inline);
    }
  }
  return { pages, actionModules, handlers };
}

/** `file:line name — problem`, for failure messages that point straight at the code. */
export function describeViolation(entry: {
  file: string;
  line: number;
  name: string;
  problem: string | null;
}) {
  return `${entry.file}:${entry.line} ${entry.name} ${entry.problem ?? ''}`.trim();
}
