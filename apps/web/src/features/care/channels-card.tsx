import type { CustomerService } from '@lendline/domain';
import { useState } from 'react';
import { openWhatsapp, whatsappLink } from '../../shared/native/shell-extras.ts';
import { useLanguage, useT, type MessageKey, type Translate } from '../../shared/i18n/i18n-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { ShellFallback } from './shell-fallback.tsx';

/** 1 January 2024 was a Monday: ISO weekday n is that date plus n - 1 days. */
function weekdayName(isoDay: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, isoDay));
}

/** The markets' zones by the city each language names them after ("la Ciudad de México", not "Mexico City"). */
const ZONE_CITIES: Record<string, MessageKey> = { 'Africa/Lagos': 'care.zone.lagos', 'America/Mexico_City': 'care.zone.mexicoCity' };

/** The city of an IANA zone, as people say it; a zone no market uses keeps its own name. */
const cityOf = (timeZone: string, t: Translate) => {
  const key = ZONE_CITIES[timeZone];
  return key ? t(key) : (timeZone.split('/').pop()?.replaceAll('_', ' ') ?? timeZone);
};

/** A test server's example channels: said to be examples, as plain text, so nobody dials or writes to them. */
function ExampleChannels({ care }: { care: CustomerService }) {
  const t = useT();
  const { phone, whatsapp, email } = care;
  return (
    <>
      <p className="notice">{t('care.example')}</p>
      <ul className="care__examples">
        {phone && <li>{t('care.example.phone', { phone: `+${phone}` })}</li>}
        {whatsapp && <li>{t('care.example.whatsapp', { phone: `+${whatsapp}` })}</li>}
        {email && <li>{t('care.example.email', { email })}</li>}
      </ul>
    </>
  );
}

/** The configured channels with their hours: tap to call, WhatsApp (through the shell, with the link shown too), email. */
export function ChannelsCard({ care }: { care: CustomerService }) {
  const t = useT();
  const lang = useLanguage();
  const { phone, whatsapp, email, hours } = care;
  const none = !phone && !whatsapp && !email;
  const [handedToShell, setHandedToShell] = useState(false);
  if (care.example) {
    return (
      <section className="card care__channels" aria-labelledby="care-channels">
        <h2 id="care-channels">{t('care.channels')}</h2>
        <ExampleChannels care={care} />
      </section>
    );
  }
  return (
    <section className="card care__channels" aria-labelledby="care-channels">
      <h2 id="care-channels">{t('care.channels')}</h2>
      <p>
        {t('care.hours', { fromDay: weekdayName(hours.fromDay, lang), toDay: weekdayName(hours.toDay, lang), opens: hours.opens, closes: hours.closes, timeZone: cityOf(hours.timeZone, t) })}
      </p>
      {none && <p>{t('care.noChannels')}</p>}
      {phone && (
        <a className="btn btn--secondary btn--block" href={`tel:+${phone}`}>
          {t('care.call', { phone: `+${phone}` })}
        </a>
      )}
      {whatsapp && (
        <Button variant="secondary" className="btn--block" onClick={() => setHandedToShell(openWhatsapp(whatsapp) === 'shell')}>
          {t('care.whatsapp')}
        </Button>
      )}
      {whatsapp && handedToShell && <ShellFallback href={whatsappLink(whatsapp)} label={`+${whatsapp}`} />}
      {email && (
        <a className="btn btn--secondary btn--block" href={`mailto:${email}`}>
          {t('care.email', { email })}
        </a>
      )}
    </section>
  );
}
