/** English texts of the application screens; merged into the UI catalogue by en.ts. */
export const applicationEn = {
  'application.title': 'Your application',
} as const;
