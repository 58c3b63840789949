import { CONTACT_RELATION } from '@lendline/domain';
import { codeOptions } from '../forms/options.ts';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { isInShell } from '../../../shared/native/bridge.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Select } from '../../../shared/ui/select.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import type { ContactIndex, WorkForm } from './use-work-form.ts';

/** One emergency contact; the phone's contact picker only where a native shell can open it. */
export function ContactFields({ work, index }: { work: WorkForm; index: ContactIndex }) {
  const t = useT();
  const { form } = work;
  return (
    <fieldset className="form__section">
      <legend className="form__legend">{t('work.section.contact', { n: index })}</legend>
      {isInShell() && (
        <Button variant="secondary" onClick={() => void work.pickContact(index)}>
          {t('work.pickContact', { n: index })}
        </Button>
      )}
      <TextField label={t('work.contactName', { n: index })} autoComplete="off" maxLength={50} {...form.field(`emergencyContactName${index}`)} />
      <TextField
        label={t('work.contactMobile', { n: index })}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={20}
        {...form.field(`emergencyContactMobile${index}`)}
      />
      <Select
        label={t('work.contactRelation', { n: index })}
        placeholder={t('application.select')}
        options={codeOptions(t, 'contactRelation', CONTACT_RELATION)}
        {...form.field(`emergencyContactRelation${index}`)}
      />
    </fieldset>
  );
}
