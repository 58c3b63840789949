import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app/app.tsx';
import { createQueryClient } from '../shared/api/query-client.ts';

/** The whole console at a hash route, with a fresh data cache, as main.tsx starts it. */
export function renderConsole(hash = '#/') {
  window.history.replaceState(null, '', hash);
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <App />
    </QueryClientProvider>,
  );
  return { user, ...view };
}
