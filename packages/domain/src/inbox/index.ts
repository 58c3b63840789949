// The message centre (issue 12, ADR 047): kinds, figures, texts per language, the API's shapes.
export * from './inbox-kinds.ts';
export * from './inbox-schemas.ts';
export * from './inbox-texts.ts';
