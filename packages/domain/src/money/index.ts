// Money: the one place minor units and major-unit text meet (ADR 068). Everything else keeps
// amounts as integer minor units and asks here to write or read them as decimals.
export * from './minor-units.ts';
export * from './decimal-text.ts';
