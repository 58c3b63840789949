import { emailSuggestions, stripSpaces } from '@lendline/domain';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import type { PersonalForm } from './use-personal-form.ts';

/** Email with the domain suggestions of spec section 5, then the WhatsApp and spare numbers. */
export function ContactFields({ personal }: { personal: PersonalForm }) {
  const t = useT();
  const { form, completeEmail } = personal;
  const email = form.field('email');
  const suggestions = emailSuggestions(email.value).filter((suggestion) => suggestion !== email.value);

  return (
    <fieldset className="form__section">
      <legend className="form__legend">{t('personal.section.contact')}</legend>
      <TextField
        label={t('personal.email')}
        hint={t('personal.emailHint')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={100}
        {...email}
        onChange={(event) => form.update({ email: stripSpaces(event.target.value) })}
        onBlur={(event) => {
          // Moving to a suggestion is not leaving: the borrower is about to pick a domain.
          if (!(event.relatedTarget instanceof Element && event.relatedTarget.closest('.suggestions'))) completeEmail();
        }}
      />
      {suggestions.length > 0 && (
        <div className="suggestions" role="group" aria-label={t('personal.emailSuggestions')}>
          {suggestions.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              className="chip"
              // Keeps the focus (and the keyboard) in the email field while a domain is tapped.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => form.update({ email: suggestion })}
            >
              {suggestion}
            </button>
          ))}
        </div>
      )}
      <TextField
        label={t('personal.whatsappNo')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={11}
        {...form.field('whatsappNo')}
      />
      <TextField label={t('personal.sparePhone')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} {...form.field('sparePhone')} />
    </fieldset>
  );
}
