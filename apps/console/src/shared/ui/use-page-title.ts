import { useEffect } from 'react';

/** The browser tab says where the person is, in their language: "Referrals · Lendline console". */
export function usePageTitle(title: string, appName: string): void {
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
}
