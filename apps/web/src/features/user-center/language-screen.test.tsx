import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('language screen', () => {
  it('switches to Spanish at once, persists it, and updates <html lang>', async () => {
    mockApi();
    await renderApp('/user_center/language');
    const user = userEvent.setup();
    const english = (await screen.findByRole('radio', { name: 'English' })) as HTMLInputElement;
    expect(english.checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Choose your language' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Español' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Idioma' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Elija su idioma' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Español' }) as HTMLInputElement).checked).toBe(true);
    expect(window.localStorage.getItem('language')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('switches back to English', async () => {
    mockApi();
    await renderApp('/user_center/language', { language: 'es' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Language' })).toBeTruthy();
    expect(window.localStorage.getItem('language')).toBe('en');
  });
});
