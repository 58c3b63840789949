import { test as base } from '@playwright/test';

/**
 * Playwright's `test`, with the API envelopes each page receives collected and printed when the
 * test fails: a journey that breaks at step five says what the server answered on the way.
 */
export const test = base.extend<{ apiLog: void }>({
  apiLog: [
    async ({ page }, use, info) => {
      const seen: string[] = [];
      page.on('response', (response) => {
        if (!response.url().includes('/api/')) return;
        void response
          .text()
          .then((text) => seen.push(`${response.status()} ${text.slice(0, 300)}`))
          .catch(() => undefined);
      });
      await use();
      if (info.status !== info.expectedStatus) console.log(`API envelopes of "${info.title}":\n${seen.join('\n')}`);
    },
    { auto: true },
  ],
});
