// What a front end (the web explorer) shows about instructions, derived from the tables alone.
export { explainWords, type FieldView, type FieldRole, type InstrView } from './fields.js';
export { elsewhere, type ElsewhereView } from './elsewhere.js';
export { meaningChanges } from './changes.js';
export { explainSource, flipBit, flipEdits, lineFor, bytesOf, isHexLine, type Entry, type Explained, type ExplainOptions, type LineEdit, type LineMemo, type LineKind } from './source.js';
export { tokenize, changedTokens, type Span } from './tokens.js';
