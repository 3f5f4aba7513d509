// The code one entry module can run, found by walking from it with the type checker: every
// identifier and property access is resolved to its declaration, and a declaration in the project's
// own sources is walked in turn (function by function, not module by module, so that a module with
// four handlers gives each function only its own). What the walk meets is handed to `onSymbol`
// (store methods, SDK commands: reach.ts decides what counts).
//
// Two kinds of code are walked only once something can call them, so that a dependency built for
// every function does not give every function its rights:
// - a function-valued member of an object literal typed by a project interface (`Deps.deliverMail`,
//   the store's methods): once the member is accessed anywhere reached (`d.deliverMail(...)`);
// - a function literal passed to a project function (`d.afterAppend(id, () => project(...))`):
//   once the receiving parameter is used in reached code (a literal's parameters count as those of
//   the signature it implements, so `work` of an implementation of `afterAppend` stands for
//   `Deps.afterAppend`'s `work`). Callbacks given to libraries (Promise, Array, the SDK) are walked at once.
// Module-level statements that only run for their effect are walked with the first reached
// declaration of their module; module-level initializers only when their variable is used.
import ts from 'typescript';

export interface WalkHooks {
  /** Whether a file is the project's own source (walked), not a library's. */
  isProject(file: ts.SourceFile): boolean;
  /** Every symbol the reached code names or accesses (aliases resolved). */
  onSymbol(symbol: ts.Symbol): void;
}

type Key = ts.Node;
const FUNCTION_LIKE = (n: ts.Node): n is ts.ArrowFunction | ts.FunctionExpression => ts.isArrowFunction(n) || ts.isFunctionExpression(n);

export function walkFrom(entry: ts.SourceFile, checker: ts.TypeChecker, hooks: WalkHooks): void {
  const visited = new Set<ts.Node>();
  const modulesStarted = new Set<ts.SourceFile>();
  const queue: ts.Node[] = [];
  /** Keys (member or parameter declarations) that reached code has used. */
  const triggered = new Set<Key>();
  /** Code waiting for its key. */
  const waiting = new Map<Key, ts.Node[]>();
  /** A function literal's parameter → the parameter of the signature it implements. */
  const implementsParam = new Map<ts.Node, ts.Node>();

  const enqueue = (n: ts.Node) => { if (!visited.has(n)) queue.push(n); };
  const trigger = (key: Key | undefined) => {
    if (!key || triggered.has(key)) return;
    triggered.add(key);
    for (const n of waiting.get(key) ?? []) enqueue(n);
    waiting.delete(key);
    trigger(implementsParam.get(key));
  };
  const defer = (keys: readonly Key[], n: ts.Node) => {
    if (keys.some((k) => triggered.has(k))) return enqueue(n);
    for (const k of keys) waiting.set(k, [...(waiting.get(k) ?? []), n]);
  };
  const projectDecls = (s: ts.Symbol) => (s.declarations ?? []).filter((d) => hooks.isProject(d.getSourceFile()));
  const resolve = (s: ts.Symbol | undefined) => (s && s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);

  /** A symbol used by reached code: reported, its parameter key triggered, its project declarations walked. */
  function use(symbol: ts.Symbol | undefined): void {
    const s = resolve(symbol);
    if (!s) return;
    hooks.onSymbol(s);
    for (const d of s.declarations ?? []) {
      trigger(d);
      if (!hooks.isProject(d.getSourceFile()) || ts.isParameter(d) || ts.isTypeParameterDeclaration(d)) continue;
      startModule(d.getSourceFile());
      enqueue(d);
    }
  }

  function startModule(file: ts.SourceFile): void {
    if (modulesStarted.has(file)) return;
    modulesStarted.add(file);
    for (const st of file.statements) {
      if (ts.isExpressionStatement(st) || ts.isIfStatement(st) || ts.isForOfStatement(st) || ts.isForStatement(st)) enqueue(st);
    }
  }

  /** The member of the object literal's contextual type that `el` implements, when it is a project interface's callable member. */
  function contextualMember(el: ts.ObjectLiteralElementLike): ts.Symbol | undefined {
    if (!el.name || !(ts.isIdentifier(el.name) || ts.isStringLiteral(el.name)) || !ts.isObjectLiteralExpression(el.parent)) return undefined;
    const type = checker.getContextualType(el.parent);
    const member = type && checker.getPropertyOfType(checker.getNonNullableType(type), el.name.text);
    if (!member || projectDecls(member).length === 0) return undefined;
    const onInterface = projectDecls(member).every((d) => ts.isPropertySignature(d) || ts.isMethodSignature(d));
    const callable = checker.getNonNullableType(checker.getTypeOfSymbol(member)).getCallSignatures().length > 0;
    return onInterface && callable ? member : undefined;
  }

  /** The parameters of the signature a function literal (or object literal method) is contextually typed by. */
  function linkToContextualSignature(fn: ts.SignatureDeclaration): void {
    let type: ts.Type | undefined;
    if (FUNCTION_LIKE(fn)) type = checker.getContextualType(fn);
    else if (ts.isMethodDeclaration(fn) && ts.isObjectLiteralExpression(fn.parent)) {
      const member = fn.name && ts.isIdentifier(fn.name) ? checker.getContextualType(fn.parent)?.getProperty(fn.name.text) : undefined;
      type = member && checker.getTypeOfSymbol(member);
    }
    const decl = type && checker.getNonNullableType(type).getCallSignatures()[0]?.getDeclaration();
    if (!decl) return;
    fn.parameters.forEach((p, i) => { const target = decl.parameters[i]; if (target && target !== p) implementsParam.set(p, target); });
  }

  /** A call's function-literal arguments: deferred to the receiving parameter when the callee is the project's. */
  function visitCall(call: ts.CallExpression | ts.NewExpression): void {
    visit(call.expression);
    const params = checker.getResolvedSignature(call)?.getDeclaration()?.parameters;
    const ownCallee = params && params.length > 0 && hooks.isProject(params[0].getSourceFile());
    (call.arguments ?? []).forEach((arg, i) => {
      const param = ownCallee ? params[Math.min(i, params.length - 1)] : undefined;
      if (param && FUNCTION_LIKE(arg) && !param.dotDotDotToken) defer([param], arg);
      else visit(arg);
    });
  }

  function visitObjectElement(el: ts.ObjectLiteralElementLike): void {
    if (ts.isSpreadAssignment(el)) return visit(el.expression);
    const member = contextualMember(el);
    const body = ts.isPropertyAssignment(el) ? el.initializer : el;
    if (member) defer(projectDecls(member), body);
    else visit(body);
  }

  function visitBindingPattern(p: ts.ObjectBindingPattern): void {
    const type = checker.getTypeAtLocation(p);
    for (const el of p.elements) {
      const name = el.propertyName ?? el.name;
      if (ts.isIdentifier(name)) use(checker.getPropertyOfType(type, name.text));
      if (el.initializer) visit(el.initializer);
      if (!ts.isIdentifier(el.name)) visit(el.name);
    }
  }

  function visit(n: ts.Node): void {
    if (ts.isTypeNode(n) && !ts.isExpressionWithTypeArguments(n)) return;
    // Types run nothing, and a signature's parameters are keys, not uses.
    if (ts.isTypeElement(n) || ts.isInterfaceDeclaration(n) || ts.isTypeAliasDeclaration(n) || ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) return;
    if (ts.isParameter(n)) { if (!ts.isIdentifier(n.name)) visit(n.name); if (n.initializer) visit(n.initializer); return; }
    if (FUNCTION_LIKE(n) || ts.isMethodDeclaration(n)) linkToContextualSignature(n);
    if (ts.isIdentifier(n)) return use(checker.getSymbolAtLocation(n));
    if (ts.isPropertyAccessExpression(n)) { visit(n.expression); return use(checker.getSymbolAtLocation(n.name)); }
    if (ts.isElementAccessExpression(n)) { visit(n.expression); visit(n.argumentExpression); return use(checker.getSymbolAtLocation(n.argumentExpression)); }
    if (ts.isShorthandPropertyAssignment(n)) return use(checker.getShorthandAssignmentValueSymbol(n));
    if (ts.isCallExpression(n) || ts.isNewExpression(n)) return visitCall(n);
    if (ts.isObjectLiteralExpression(n)) return n.properties.forEach(visitObjectElement);
    if (ts.isObjectBindingPattern(n)) return visitBindingPattern(n);
    // Declared names are not uses: walk only what a declaration runs.
    if (ts.isVariableDeclaration(n)) { if (!ts.isIdentifier(n.name)) visit(n.name); if (n.initializer) visit(n.initializer); return; }
    if (ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n) || FUNCTION_LIKE(n) || ts.isConstructorDeclaration(n) || ts.isAccessor(n)) {
      n.parameters.forEach(visit);
      if (n.body) visit(n.body);
      return;
    }
    if (ts.isPropertyDeclaration(n) || ts.isPropertyAssignment(n)) { if (n.initializer) visit(n.initializer); return; }
    if (ts.isClassDeclaration(n) || ts.isClassExpression(n)) { n.heritageClauses?.forEach(visit); n.members.forEach(visit); return; }
    ts.forEachChild(n, visit);
  }

  startModule(entry);
  queue.push(entry);
  for (let n = queue.pop(); n; n = queue.pop()) {
    if (visited.has(n)) continue;
    visited.add(n);
    visit(n);
  }
}
