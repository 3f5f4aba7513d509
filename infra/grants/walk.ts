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
const FUNCTION_LIKE = (n: ts.Node): n is ts.ArrowFunction | ts.FunctionExpression =>
  ts.isArrowFunction(n) || ts.isFunctionExpression(n);

export function walkFrom(entry: ts.SourceFile, checker: ts.TypeChecker, hooks: WalkHooks): void {
  new Walk(checker, hooks).run(entry);
}

class Walk {
  private readonly visited = new Set<ts.Node>();
  private readonly modulesStarted = new Set<ts.SourceFile>();
  private readonly queue: ts.Node[] = [];
  /** Keys (member or parameter declarations) that reached code has used. */
  private readonly triggered = new Set<Key>();
  /** Code waiting for its key. */
  private readonly waiting = new Map<Key, ts.Node[]>();
  /** A function literal's parameter → the parameter of the signature it implements. */
  private readonly implementsParam = new Map<ts.Node, ts.Node>();
  private readonly visitNode = (n: ts.Node) => this.visit(n);

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly hooks: WalkHooks,
  ) {}

  run(entry: ts.SourceFile): void {
    this.startModule(entry);
    this.queue.push(entry);
    for (let n = this.queue.pop(); n; n = this.queue.pop()) {
      if (this.visited.has(n)) continue;
      this.visited.add(n);
      this.visit(n);
    }
  }

  private enqueue(n: ts.Node): void {
    if (!this.visited.has(n)) this.queue.push(n);
  }

  private trigger(key: Key | undefined): void {
    if (!key || this.triggered.has(key)) return;
    this.triggered.add(key);
    for (const n of this.waiting.get(key) ?? []) this.enqueue(n);
    this.waiting.delete(key);
    this.trigger(this.implementsParam.get(key));
  }

  private defer(keys: readonly Key[], n: ts.Node): void {
    if (keys.some((k) => this.triggered.has(k))) return this.enqueue(n);
    for (const k of keys) this.waiting.set(k, [...(this.waiting.get(k) ?? []), n]);
  }

  private projectDecls(s: ts.Symbol): ts.Declaration[] {
    return (s.declarations ?? []).filter((d) => this.hooks.isProject(d.getSourceFile()));
  }

  private resolve(s: ts.Symbol | undefined): ts.Symbol | undefined {
    return s && s.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(s) : s;
  }

  /** A symbol used by reached code: reported, its parameter key triggered, its project declarations walked. */
  private use(symbol: ts.Symbol | undefined): void {
    const s = this.resolve(symbol);
    if (!s) return;
    this.hooks.onSymbol(s);
    for (const d of s.declarations ?? []) {
      this.trigger(d);
      if (!this.hooks.isProject(d.getSourceFile()) || ts.isParameter(d) || ts.isTypeParameterDeclaration(d)) continue;
      this.startModule(d.getSourceFile());
      this.enqueue(d);
    }
  }

  private startModule(file: ts.SourceFile): void {
    if (this.modulesStarted.has(file)) return;
    this.modulesStarted.add(file);
    for (const st of file.statements) {
      if (ts.isExpressionStatement(st) || ts.isIfStatement(st) || ts.isForOfStatement(st) || ts.isForStatement(st))
        this.enqueue(st);
    }
  }

  /** The member of the object literal's contextual type that `el` implements, when it is a project interface's callable member. */
  private contextualMember(el: ts.ObjectLiteralElementLike): ts.Symbol | undefined {
    if (
      !el.name ||
      !(ts.isIdentifier(el.name) || ts.isStringLiteral(el.name)) ||
      !ts.isObjectLiteralExpression(el.parent)
    )
      return undefined;
    const type = this.checker.getContextualType(el.parent);
    const member = type && this.checker.getPropertyOfType(this.checker.getNonNullableType(type), el.name.text);
    if (!member || this.projectDecls(member).length === 0) return undefined;
    const onInterface = this.projectDecls(member).every((d) => ts.isPropertySignature(d) || ts.isMethodSignature(d));
    const callable =
      this.checker.getNonNullableType(this.checker.getTypeOfSymbol(member)).getCallSignatures().length > 0;
    return onInterface && callable ? member : undefined;
  }

  /** The parameters of the signature a function literal (or object literal method) is contextually typed by. */
  private linkToContextualSignature(fn: ts.SignatureDeclaration): void {
    let type: ts.Type | undefined;
    if (FUNCTION_LIKE(fn)) type = this.checker.getContextualType(fn);
    else if (ts.isMethodDeclaration(fn) && ts.isObjectLiteralExpression(fn.parent)) {
      const member =
        fn.name && ts.isIdentifier(fn.name)
          ? this.checker.getContextualType(fn.parent)?.getProperty(fn.name.text)
          : undefined;
      type = member && this.checker.getTypeOfSymbol(member);
    }
    const decl = type && this.checker.getNonNullableType(type).getCallSignatures()[0]?.getDeclaration();
    if (!decl) return;
    fn.parameters.forEach((p, i) => {
      const target = decl.parameters[i];
      if (target && target !== p) this.implementsParam.set(p, target);
    });
  }

  /** A call's function-literal arguments: deferred to the receiving parameter when the callee is the project's. */
  private visitCall(call: ts.CallExpression | ts.NewExpression): void {
    this.visit(call.expression);
    const params = this.checker.getResolvedSignature(call)?.getDeclaration()?.parameters;
    const ownCallee = params && params.length > 0 && this.hooks.isProject(params[0].getSourceFile());
    (call.arguments ?? []).forEach((arg, i) => {
      const param = ownCallee ? params[Math.min(i, params.length - 1)] : undefined;
      if (param && FUNCTION_LIKE(arg) && !param.dotDotDotToken) this.defer([param], arg);
      else this.visit(arg);
    });
  }

  private visitObjectElement(el: ts.ObjectLiteralElementLike): void {
    if (ts.isSpreadAssignment(el)) return this.visit(el.expression);
    const member = this.contextualMember(el);
    const body = ts.isPropertyAssignment(el) ? el.initializer : el;
    if (member) this.defer(this.projectDecls(member), body);
    else this.visit(body);
  }

  private visitBindingPattern(p: ts.ObjectBindingPattern): void {
    const type = this.checker.getTypeAtLocation(p);
    for (const el of p.elements) {
      const name = el.propertyName ?? el.name;
      if (ts.isIdentifier(name)) this.use(this.checker.getPropertyOfType(type, name.text));
      if (el.initializer) this.visit(el.initializer);
      if (!ts.isIdentifier(el.name)) this.visit(el.name);
    }
  }

  private visit(n: ts.Node): void {
    if (ts.isTypeNode(n) && !ts.isExpressionWithTypeArguments(n)) return;
    // Types run nothing, and a signature's parameters are keys, not uses.
    if (
      ts.isTypeElement(n) ||
      ts.isInterfaceDeclaration(n) ||
      ts.isTypeAliasDeclaration(n) ||
      ts.isImportDeclaration(n) ||
      ts.isExportDeclaration(n)
    )
      return;
    if (ts.isParameter(n)) {
      if (!ts.isIdentifier(n.name)) this.visit(n.name);
      if (n.initializer) this.visit(n.initializer);
      return;
    }
    if (FUNCTION_LIKE(n) || ts.isMethodDeclaration(n)) this.linkToContextualSignature(n);
    if (ts.isIdentifier(n)) return this.use(this.checker.getSymbolAtLocation(n));
    if (ts.isPropertyAccessExpression(n)) {
      this.visit(n.expression);
      return this.use(this.checker.getSymbolAtLocation(n.name));
    }
    if (ts.isElementAccessExpression(n)) {
      this.visit(n.expression);
      this.visit(n.argumentExpression);
      return this.use(this.checker.getSymbolAtLocation(n.argumentExpression));
    }
    if (ts.isShorthandPropertyAssignment(n)) return this.use(this.checker.getShorthandAssignmentValueSymbol(n));
    if (ts.isCallExpression(n) || ts.isNewExpression(n)) return this.visitCall(n);
    if (ts.isObjectLiteralExpression(n)) return n.properties.forEach((el) => this.visitObjectElement(el));
    if (ts.isObjectBindingPattern(n)) return this.visitBindingPattern(n);
    // Declared names are not uses: walk only what a declaration runs.
    if (ts.isVariableDeclaration(n)) {
      if (!ts.isIdentifier(n.name)) this.visit(n.name);
      if (n.initializer) this.visit(n.initializer);
      return;
    }
    if (
      ts.isFunctionDeclaration(n) ||
      ts.isMethodDeclaration(n) ||
      FUNCTION_LIKE(n) ||
      ts.isConstructorDeclaration(n) ||
      ts.isAccessor(n)
    ) {
      n.parameters.forEach(this.visitNode);
      if (n.body) this.visit(n.body);
      return;
    }
    if (ts.isPropertyDeclaration(n) || ts.isPropertyAssignment(n)) {
      if (n.initializer) this.visit(n.initializer);
      return;
    }
    if (ts.isClassDeclaration(n) || ts.isClassExpression(n)) {
      n.heritageClauses?.forEach(this.visitNode);
      n.members.forEach(this.visitNode);
      return;
    }
    ts.forEachChild(n, this.visitNode);
  }
}
