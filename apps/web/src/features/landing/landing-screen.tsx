import type { LandingPage } from '@lendline/domain';
import { useEffect, useRef } from 'react';
import { setLanguage } from '../../shared/i18n/i18n-store.ts';
import { navigate, useQuery } from '../../shared/router/location.ts';
import { mountLanding } from './landing-controller.ts';
import '../../shared/ui/forms.css';
import './landing.css';

/**
 * A landing page reached inside the running app (back from registration, a link): the same
 * React-free page as an advert opens (ADR 046), mounted in the app's frame.
 */
function LandingHost({ page }: { page: LandingPage }) {
  const ref = useRef<HTMLDivElement>(null);
  const search = useQuery().toString();
  useEffect(() => {
    if (!ref.current) return;
    const landing = mountLanding(ref.current, page, new URLSearchParams(search), { navigate: (path) => navigate(path), setLanguage: (lang) => void setLanguage(lang) });
    return () => landing.destroy();
  }, [page, search]);
  return <div ref={ref} />;
}

export const Yx1Screen = () => <LandingHost page="yx1" />;
export const Yx2Screen = () => <LandingHost page="yx2" />;
export const Yx2ConfirmBorrowScreen = () => <LandingHost page="yx2ConfirmBorrow" />;
export const Yx3Screen = () => <LandingHost page="yx3" />;
