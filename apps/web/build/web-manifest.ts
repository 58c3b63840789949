import type { ManifestOptions } from 'vite-plugin-pwa';
import { ICON_SIZES, iconPath } from './app-icons.ts';

/** The brand and page colours of src/app/global.css (--brand, --page); a test keeps them equal. */
export const THEME_COLOUR = '#0a6b4f';
export const BACKGROUND_COLOUR = '#f4f7f5';

/**
 * The web app manifest (ADR 042): what makes the app installable. The name is the brand, the
 * same in English and Spanish, so one manifest serves both languages. Relative URLs, like the
 * build's `base: './'`: the app works from whatever path it is served at.
 */
export const WEB_MANIFEST: Partial<ManifestOptions> = {
  id: './',
  name: 'Lendline',
  short_name: 'Lendline',
  start_url: './',
  scope: './',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOUR,
  background_color: BACKGROUND_COLOUR,
  icons: [
    ...ICON_SIZES.map((size) => ({ src: iconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
    { src: iconPath(512), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
