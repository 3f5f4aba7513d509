// Turbopack loader: the engine and backend are Node ESM TypeScript, importing siblings as
// "./x.js" (the compiled name). Turbopack does not map those to "./x.ts", so relative ".js"
// specifiers lose their extension and resolve like any extensionless import.
const SPEC = /((?:\bfrom|\bimport)\s*\(?\s*)(['"])(\.{1,2}\/[^'"\n]+?)\.js\2/g;

module.exports = function tsJsExtensions(source) {
  return source.replace(SPEC, '$1$2$3$2');
};
module.exports.SPEC = SPEC;
