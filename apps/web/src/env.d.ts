/// <reference types="vite/client" />

/** The web app's package.json version, injected at build time (build/define.ts). */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** Where the API lives; default `/api` (same origin). */
  readonly VITE_API_BASE?: string;
  /** Market assumed before the server tells us (NG or MX); default NG. */
  readonly VITE_MARKET?: string;
}
