import { FormError } from '../../../shared/forms/form-error.tsx';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import '../application.css';
import { ContactFields } from './contact-fields.tsx';
import { JobFields } from './job-fields.tsx';
import { useWorkForm } from './use-work-form.ts';

/** Status 11: work and two emergency contacts. */
export function WorkScreen() {
  const t = useT();
  const work = useWorkForm();
  const { form } = work;
  return (
    <Page title={t('route.additionalInfomation')} back="/">
      <form className="form" noValidate onSubmit={(event) => void work.submit(event)}>
        <JobFields work={work} />
        <ContactFields work={work} index={1} />
        <ContactFields work={work} index={2} />
        <FormError ref={form.refFor('form')} message={form.error('form')} />
        <Button type="submit" className="btn--block" busy={work.saving}>
          {t('application.save')}
        </Button>
      </form>
    </Page>
  );
}
