/** The package name a client that sends none is taken to be (spec: a fast-cash app id). */
export const DEFAULT_PACKAGE_NAME = 'com.lendline.fastcash';
export const DEFAULT_APP_NAME = 'Lendline';
/** The spec's client timeout for every call. */
export const REQUEST_TIMEOUT_MS = 60_000;
