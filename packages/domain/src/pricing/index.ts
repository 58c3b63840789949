// Products with pricing terms and the pricing model (ADR 013).
export * from './rounding.ts';
export { addCalendarDays, calendarDaysBetween } from './calendar-days.ts';
export * from './irr.ts';
export * from './cat.ts';
export * from './interest-method.ts';
export * from './interest-tax.ts';
export * from './product-terms.ts';
export * from './price-loan.ts';
export * from './product-field-problems.ts';
